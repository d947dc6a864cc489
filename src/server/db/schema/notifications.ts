import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * An in-app notification. The text is not stored: `kind` and `params` are rendered in the reader's
 * language. `dedupeKey` makes each event notify once (e.g. `credit:<ledger id>`).
 */
export const notifications = pgTable(
  'notifications',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** An in-app path to open, or null. */
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: requiredTimestamp('created_at'),
  },
  (table) => [
    uniqueIndex('notifications_user_id_dedupe_key_idx').on(table.userId, table.dedupeKey),
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);
