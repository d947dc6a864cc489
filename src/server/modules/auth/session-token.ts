import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 256 bits from the CSPRNG; only the browser ever holds this value. */
export const createSessionToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** The session row id: a database leak must not yield usable cookies. */
export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Garbage cookies are dropped without a database round trip. */
export const isWellFormedSessionToken = (token: string): boolean => TOKEN_PATTERN.test(token);
