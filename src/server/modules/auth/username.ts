/** The name as shown: NFC, so visually equal input is stored the same way. */
export const toDisplayUsername = (username: string): string => username.trim().normalize('NFC');

/** The uniqueness key: NFKC folds fullwidth and compatibility forms, then case is ignored. */
export const toUsernameKey = (username: string): string =>
  toDisplayUsername(username).normalize('NFKC').toLowerCase();
