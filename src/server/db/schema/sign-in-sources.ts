import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerUserId, requiredTimestamp } from './columns';

/**
 * Addresses and browsers an account has signed in from successfully. A stranger guessing
 * passwords can lock an account only for unknown sources: its owner, back on a known address or
 * browser, still gets in (the lockout-denial defence of sign-in-brake.ts).
 */
export const signInSources = pgTable(
  'sign_in_sources',
  {
    /** SHA-256 of account key, kind ('ip' | 'device') and value: no addresses stored in clear. */
    key: text('key').primaryKey(),
    /** The account that signed in: its sources go when it is deleted. */
    ...ownerUserId(),
    lastSuccessAt: requiredTimestamp('last_success_at'),
  },
  (table) => [
    index('sign_in_sources_last_success_at_idx').on(table.lastSuccessAt),
    index('sign_in_sources_user_id_idx').on(table.userId),
  ],
);
