import { AppError } from '#shared/errors';
import { isCommonPassword } from './common-passwords';
import { foldCase, toUsernameKey } from './username';

/** ASVS 2.1.7: new passwords are checked against breached/common ones and the account's own names. */
export const WEAK_PASSWORD_MESSAGES = {
  common: 'This password is too common. Choose one that others are unlikely to guess.',
  personal: 'The password must not contain your username or the name part of your e-mail.',
  repetitive: 'The password must not be a single character repeated.',
} as const;
export type WeakPasswordReason = keyof typeof WEAK_PASSWORD_MESSAGES;

/** Names shorter than this occur inside too many good passwords to be refused on sight. */
const PERSONAL_NAME_MIN_LENGTH = 3;
/** A common word with a year or "!" stuck on ("dragon2024!") is still that word. */
const COMMON_STEM_MIN_LENGTH = 4;

const stemOf = (password: string) => password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** The names a password must not be built from: the username key and the e-mail's local part. */
const personalNames = (identity: { username?: string | null; email?: string | null }) =>
  [identity.username ? toUsernameKey(identity.username) : '', identity.email?.split('@')[0] ?? '']
    .map(foldCase)
    .filter((name) => name.length >= PERSONAL_NAME_MIN_LENGTH);

export const weakPasswordReason = (
  password: string,
  identity: { username?: string | null; email?: string | null },
): WeakPasswordReason | null => {
  const folded = foldCase(password);
  if (/^(.)\1*$/su.test(folded) || folded.trim() === '') return 'repetitive';
  // The more specific reason first: "alice2026" for alice is about her name, not about the list.
  if (personalNames(identity).some((name) => folded.includes(name))) return 'personal';
  const lowerCased = password.normalize('NFKC').toLowerCase();
  const stem = stemOf(lowerCased);
  if (
    isCommonPassword(lowerCased) ||
    (stem.length >= COMMON_STEM_MIN_LENGTH && isCommonPassword(stem))
  ) {
    return 'common';
  }
  return null;
};

/** Every path that sets a password (register, e-mail sign-up, reset, change) calls this first. */
export const assertStrongNewPassword = (
  password: string,
  identity: { username?: string | null; email?: string | null },
  field = 'password',
): void => {
  const reason = weakPasswordReason(password, identity);
  if (!reason) return;
  const message = WEAK_PASSWORD_MESSAGES[reason];
  throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { [field]: [message] } });
};
