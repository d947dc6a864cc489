import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAndUpdatedAt, ownerUserId, uuidPrimaryKey } from './columns';

/** A user's own business-simulator scenario, saved per business (at most 10 per business). */
export const simulationScenarios = pgTable(
  'simulation_scenarios',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Simulator parameters, validated by the shared simulation schema on every write and read. */
    params: jsonb('params').notNull(),
    ...createdAndUpdatedAt(),
  },
  (table) => [index('simulation_scenarios_business_id_idx').on(table.businessId, table.createdAt)],
);
