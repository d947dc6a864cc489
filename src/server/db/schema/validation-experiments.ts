import { date, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAndUpdatedAt, ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * A validation experiment of one business (issue 15): defined before it runs. Its criterion
 * (measure, criterion rate, planned sample) is locked once the first result is recorded; the
 * service refuses the change, so the goalposts cannot move after the fact.
 */
export const validationExperiments = pgTable(
  'validation_experiments',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** One of the engine's EVIDENCE_KINDS, validated by the shared contract. */
    kind: text('kind').notNull(),
    measure: text('measure').notNull(),
    /** The share of trials that must succeed, in (0, 1). */
    criterionRate: real('criterion_rate').notNull(),
    plannedSampleSize: integer('planned_sample_size').notNull(),
    ...createdAndUpdatedAt(),
  },
  (table) => [
    index('validation_experiments_business_id_idx').on(table.businessId, table.createdAt),
  ],
);

/** One recorded result of an experiment (append-only: entries are never edited). */
export const validationEvidence = pgTable(
  'validation_evidence',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => validationExperiments.id, { onDelete: 'cascade' }),
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
    successes: integer('successes').notNull(),
    trials: integer('trials').notNull(),
    note: text('note').notNull().default(''),
    createdAt: requiredTimestamp('created_at'),
  },
  (table) => [
    index('validation_evidence_experiment_id_idx').on(table.experimentId, table.createdAt),
  ],
);
