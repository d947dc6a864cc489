import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters for sign-in and registration, kept in the database so that every app server
 * behind a load balancer sees the same counts.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    /** `<scope>:<subject>`, e.g. `login-account:alice` or `login-ip:203.0.113.7`. */
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_throttle_last_attempt_at_idx').on(table.lastAttemptAt)],
);
