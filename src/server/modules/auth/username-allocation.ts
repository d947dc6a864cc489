import { randomInt } from 'node:crypto';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '#shared/constants';
import { UsernameSchema } from '#shared/contracts/auth';
import type { Database } from '#server/db/client';
import { isUsernameFree } from './auth.repository';

const FALLBACK_BASE = 'user';
const SUFFIX_ATTEMPTS = 20;

/**
 * A valid username base from a display name or an e-mail's local part: letters, digits, dots,
 * hyphens and underscores only, within the length limits, never mixing confusable scripts (then
 * the plain fallback).
 */
export const usernameBaseFrom = (source: string | null | undefined): string => {
  const cleaned = (source ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '')
    .slice(0, USERNAME_MAX_LENGTH - 5);
  const candidate = cleaned.length >= USERNAME_MIN_LENGTH ? cleaned : FALLBACK_BASE;
  return UsernameSchema.safeParse(candidate).success ? candidate : FALLBACK_BASE;
};

/**
 * A free username for an account made by e-mail sign-up or an identity provider (spec section 3:
 * the display name, else the e-mail's local part, else "user"), with a number added when taken.
 * Free at the time of asking only: callers insert with ON CONFLICT and ask again on a clash.
 */
export const allocateUsername = async (db: Database, base: string): Promise<string> => {
  if (await isUsernameFree(db, base)) return base;
  for (let attempt = 0; attempt < SUFFIX_ATTEMPTS; attempt += 1) {
    const digits = attempt < SUFFIX_ATTEMPTS / 2 ? 1000 : 1_000_000;
    const candidate = `${base}${randomInt(digits)}`.slice(0, USERNAME_MAX_LENGTH);
    if (await isUsernameFree(db, candidate)) return candidate;
  }
  return `${FALLBACK_BASE}${randomInt(1e9)}`;
};
