import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt, requiredTimestamp } from './columns';
import { users } from './users';

/**
 * A user's paid membership (no row: the free tier). Cancelling sets cancelledAt and keeps the
 * tier until the paid period ends; it never touches the user's data.
 */
export const memberships = pgTable('memberships', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A catalogue tier id other than free. */
  tierId: text('tier_id').notNull(),
  /** stripe or demo. */
  provider: text('provider').notNull(),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  currentPeriodStart: requiredTimestamp('current_period_start'),
  currentPeriodEnd: requiredTimestamp('current_period_end'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  ...createdAndUpdatedAt(),
});
