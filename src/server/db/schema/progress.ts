import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { requiredTimestamp } from './columns';
import { users } from './users';

/** Where a user is in the 3-step tutorial (no row: not started). */
export const tutorialProgress = pgTable('tutorial_progress', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The step shown next, 0 to 2. */
  step: integer('step').notNull(),
  /** active, skipped or completed. */
  status: text('status').notNull(),
  updatedAt: requiredTimestamp('updated_at'),
});

/** An achievement a user earned, once, for a real milestone. */
export const achievements = pgTable(
  'achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    earnedAt: requiredTimestamp('earned_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementId] })],
);
