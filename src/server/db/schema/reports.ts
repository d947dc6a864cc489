import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAndUpdatedAt, ownerUserId, uuidPrimaryKey } from './columns';

/**
 * A comprehensive analysis (issue 15): the inputs it was built from and the report as codes
 * (shared/contracts/reports.ts), deleted with its business.
 */
export const reports = pgTable(
  'analysis_reports',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The business name when the analysis was made. */
    title: text('title').notNull(),
    inputs: jsonb('inputs').notNull(),
    report: jsonb('report').notNull(),
    score: integer('score').notNull(),
    modelVersion: text('model_version').notNull(),
    ...createdAndUpdatedAt(),
  },
  (table) => [
    index('analysis_reports_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('analysis_reports_business_id_idx').on(table.businessId),
  ],
);

/** One checkable step of an analysis's action plan; ticking sets `doneAt`. */
export const analysisSteps = pgTable(
  'analysis_steps',
  {
    ...uuidPrimaryKey(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    ...ownerUserId(),
    position: integer('position').notNull(),
    text: jsonb('text').notNull(),
    phase: text('phase').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    ...createdAndUpdatedAt(),
  },
  (table) => [
    index('analysis_steps_analysis_id_idx').on(table.analysisId, table.position),
    index('analysis_steps_user_id_idx').on(table.userId),
  ],
);
