import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** As typed by the user (NFC-normalised), for display. */
    username: text('username').notNull(),
    /** NFKC-normalised, case-folded: uniqueness is decided on this key. */
    usernameKey: text('username_key').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The community widget lists the newest sign-ups.
  (table) => [index('users_created_at_idx').on(table.createdAt)],
);
