import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * Issue 15: one business analyzer check-up. The figures and the computed result are kept as sent
 * (validated by `#shared/contracts/business-analyzer` on the way in and out), so the history shows
 * what the founder saw then, with the model version it came from.
 */
export const businessCheckups = pgTable(
  'business_checkups',
  {
    ...uuidPrimaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    ...ownerUserId(),
    figures: jsonb('figures').notNull(),
    result: jsonb('result').notNull(),
    createdAt: requiredTimestamp('created_at'),
  },
  (table) => [index('business_checkups_business_id_idx').on(table.businessId, table.createdAt)],
);
