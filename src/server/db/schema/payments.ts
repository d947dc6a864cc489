import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * A checkout the user started: a token pack or a membership tier, priced from the server's
 * catalogue when it was created. Stripe's session id links a webhook back to it; the demo
 * checkout (no Stripe configured) has none.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    /** pack or tier. */
    productKind: text('product_kind').notNull(),
    /** A catalogue pack id or tier id. */
    productId: text('product_id').notNull(),
    /** stripe or demo. */
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    /** Minor units (cents, kuruş), copied from the catalogue. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** open, completed, expired. */
    status: text('status').notNull(),
    createdAt: requiredTimestamp('created_at'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_sessions_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/** Stripe events already handled: a redelivered event id is acknowledged and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: requiredTimestamp('received_at'),
});
