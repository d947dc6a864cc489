import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * Single-use links sent by mail: e-mail verification and password reset. Only the SHA-256 of the
 * token is stored, so a leaked table cannot be turned into working links.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    /** 'verify-email' | 'reset-password'. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to (for verification: the address it proves). */
    email: text('email').notNull(),
    createdAt: requiredTimestamp('created_at'),
    expiresAt: requiredTimestamp('expires_at'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_tokens_user_id_idx').on(table.userId)],
);
