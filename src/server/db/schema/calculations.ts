import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { users } from './users';

/** A saved calculation: the inputs, the engine's result, and what produced it. */
export const calculations = pgTable(
  'calculations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Optional link to one of the owner's businesses; the calculation outlives the business. */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    title: text('title').notNull().default('Untitled Analysis'),
    inputs: jsonb('inputs').notNull(),
    result: jsonb('result').notNull(),
    modelVersion: text('model_version').notNull(),
    inputHash: text('input_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('calculations_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('calculations_business_id_idx').on(table.businessId),
  ],
);

/**
 * Read-only share links. Only the SHA-256 of the (>= 128-bit) token is stored, like sessions:
 * a leaked table cannot be turned into working links. Revoking sets revokedAt.
 */
export const calculationShares = pgTable(
  'calculation_shares',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    calculationId: uuid('calculation_id')
      .notNull()
      .references(() => calculations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('calculation_shares_calculation_id_idx').on(table.calculationId)],
);
