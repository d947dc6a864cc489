import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 hex of the cookie token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Start of the session; the absolute lifetime counts from here. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last recorded activity (written at most once a minute); the idle timeout counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Remember-me (spec section 4): the idle timeout is skipped; the absolute limit still holds. */
    remember: boolean('remember').notNull().default(false),
    /** How the session began: 'password' | 'email' | 'oidc' | 'token' (the account page lists it). */
    method: text('method').notNull().default('password'),
    /** The browser's User-Agent at sign-in, cut to 256 characters, so the owner can tell devices apart. */
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
