import { index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calculations } from './calculations';
import { ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * What a founder reported about a saved calculation 6, 12 or 24 months later. The prediction is
 * copied so that the public track record (and a later fit) stays as it was answered, even if the
 * model changes; deleting the calculation or the account deletes the answers.
 */
export const predictionOutcomes = pgTable(
  'prediction_outcomes',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    calculationId: uuid('calculation_id')
      .notNull()
      .references(() => calculations.id, { onDelete: 'cascade' }),
    /** 6, 12 or 24. */
    monthsAfter: integer('months_after').notNull(),
    /** operating, closed, pivoted or neverStarted. */
    outcome: text('outcome').notNull(),
    /** The saved five-year survival probability, 0 to 1. */
    predictedProbability: real('predicted_probability').notNull(),
    modelVersion: text('model_version').notNull(),
    answeredAt: requiredTimestamp('answered_at'),
  },
  (table) => [
    uniqueIndex('prediction_outcomes_calculation_id_months_idx').on(
      table.calculationId,
      table.monthsAfter,
    ),
    index('prediction_outcomes_user_id_idx').on(table.userId),
  ],
);
