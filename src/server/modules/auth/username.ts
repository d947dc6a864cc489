/** The name as shown: NFC, so visually equal input is stored the same way. */
export const toDisplayUsername = (username: string): string => username.trim().normalize('NFC');

/**
 * The uniqueness key: NFKC folds fullwidth and compatibility forms, then case is ignored. Turkish
 * İ lowercases to i + U+0307 and ı stays apart, so both are folded to i: Çelik = ÇELİK = çelık.
 */
export const toUsernameKey = (username: string): string => foldCase(toDisplayUsername(username));

/** NFKC, lower case, and Turkish dotted/dotless i folded to i: how names are compared. */
export const foldCase = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replaceAll('i\u0307', 'i').replaceAll('ı', 'i');
