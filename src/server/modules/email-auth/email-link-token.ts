import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes, no padding: anything else is not one of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const HOUR_MS = 60 * 60 * 1000;

/** What a mailed link does, and how long it stays valid. */
export const EMAIL_LINK_PURPOSES = {
  'verify-email': { ttlMs: 24 * HOUR_MS },
  // Short: a reset link is a password, and mailboxes are read on shared screens.
  'reset-password': { ttlMs: 1 * HOUR_MS },
} as const;
export type EmailLinkPurpose = keyof typeof EMAIL_LINK_PURPOSES;

/** 256 bits from the CSPRNG; only the mailed link ever holds this value. */
export const createEmailLinkToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** The stored form: a leaked email_tokens table cannot be turned into working links. */
export const hashEmailLinkToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Junk is refused without a database round trip. */
export const isWellFormedEmailLinkToken = (token: string): boolean => TOKEN_PATTERN.test(token);
