import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAndUpdatedAt, ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';

/** A saved calculation: the inputs, the engine's result, and what produced it. */
export const calculations = pgTable(
  'calculations',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    /** Optional link to one of the owner's businesses; the calculation outlives the business. */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    title: text('title').notNull().default('Untitled Analysis'),
    inputs: jsonb('inputs').notNull(),
    /**
     * The capital as the founder typed it (currency code and amount); `inputs` holds the US dollars
     * the model used. Null in rows saved before currencies existed, which were typed in dollars.
     */
    capitalCurrency: text('capital_currency'),
    capitalAmount: doublePrecision('capital_amount'),
    result: jsonb('result').notNull(),
    modelVersion: text('model_version').notNull(),
    inputHash: text('input_hash').notNull(),
    ...createdAndUpdatedAt(),
  },
  (table) => [
    index('calculations_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('calculations_business_id_idx').on(table.businessId),
    // Both or neither: an amount without its currency could not be read.
    check(
      'calculations_capital_entry_complete',
      sql`(${table.capitalCurrency} IS NULL) = (${table.capitalAmount} IS NULL)`,
    ),
  ],
);

/**
 * Read-only share links. Only the SHA-256 of the (>= 128-bit) token is stored, like sessions:
 * a leaked table cannot be turned into working links. Revoking sets revokedAt.
 */
export const calculationShares = pgTable(
  'calculation_shares',
  {
    ...uuidPrimaryKey(),
    calculationId: uuid('calculation_id')
      .notNull()
      .references(() => calculations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: requiredTimestamp('created_at'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('calculation_shares_calculation_id_idx').on(table.calculationId)],
);
