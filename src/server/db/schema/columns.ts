import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Columns several tables share, each a fresh builder per call (drizzle binds a builder to one
 * table). Not re-exported from index.ts: these are not tables.
 */

/** `id`: a random UUID primary key. */
export const uuidPrimaryKey = () => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
});

/** `userId`: the owning user, rows deleted with the user. */
export const ownerUserId = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** A required timestamp with time zone. */
export const requiredTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull();

/** `createdAt` and `updatedAt`, both set by the repositories. */
export const createdAndUpdatedAt = () => ({
  createdAt: requiredTimestamp('created_at'),
  updatedAt: requiredTimestamp('updated_at'),
});
