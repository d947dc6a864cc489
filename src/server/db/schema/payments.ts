import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  (table) => [
    index('checkout_sessions_user_id_created_at_idx').on(table.userId, table.createdAt),
    // One open membership checkout per user and tier: a second request gets the first back, so
    // simultaneous clicks cannot become several payments for one month (issue 34).
    uniqueIndex('checkout_sessions_one_open_tier_idx')
      .on(table.userId, table.productId)
      .where(sql`${table.productKind} = 'tier' and ${table.status} = 'open'`),
  ],
);

/** Stripe events already handled: a redelivered event id is acknowledged and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: requiredTimestamp('received_at'),
});
