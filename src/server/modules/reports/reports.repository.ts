import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Transaction } from '#server/modules/tokens/index';
import { reports, analysisSteps } from '#server/db/schema/index';
import { ANALYSIS_REPORTS_LIST_LIMIT } from '#shared/contracts/reports';

export type ReportRow = typeof reports.$inferSelect;
export type AnalysisStepRow = typeof analysisSteps.$inferSelect;

/** Inserts the analysis and its steps together: an analysis never exists without its plan. */
export const insertAnalysisWithSteps = async (
  db: Database | Transaction,
  analysis: typeof reports.$inferInsert,
  steps: Omit<typeof analysisSteps.$inferInsert, 'analysisId'>[],
) =>
  db.transaction(async (transaction) => {
    const [row] = await transaction.insert(reports).values(analysis).returning();
    if (!row) throw new Error('Insert returned no row');
    const stepRows = await transaction
      .insert(analysisSteps)
      .values(steps.map((step) => ({ ...step, analysisId: row.id })))
      .returning();
    return { row, stepRows: stepRows.sort((a, b) => a.position - b.position) };
  });

export const findAnalysisRow = async (db: Database, userId: string, analysisId: string) => {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, analysisId), eq(reports.userId, userId)));
  return row;
};

/** The user's report of `businessId` saved at `createdAt` (what a paid use's retry answers). */
export const findAnalysisRowCreatedAt = async (
  db: Database | Transaction,
  userId: string,
  businessId: string,
  createdAt: Date,
) => {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.userId, userId),
        eq(reports.businessId, businessId),
        eq(reports.createdAt, createdAt),
      ),
    )
    .orderBy(desc(reports.id))
    .limit(1);
  return row;
};

export const findAnalysisRowsOfUser = async (db: Database, userId: string) =>
  db
    .select()
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(ANALYSIS_REPORTS_LIST_LIMIT);

export const findStepRows = async (
  db: Database | Transaction,
  userId: string,
  analysisIds: string[],
) =>
  analysisIds.length === 0
    ? []
    : db
        .select()
        .from(analysisSteps)
        .where(
          and(eq(analysisSteps.userId, userId), inArray(analysisSteps.analysisId, analysisIds)),
        )
        .orderBy(asc(analysisSteps.position));

export const updateStepDone = async (
  db: Database,
  where: { userId: string; analysisId: string; stepId: string },
  doneAt: Date | null,
  now: Date,
) => {
  const [row] = await db
    .update(analysisSteps)
    .set({ doneAt, updatedAt: now })
    .where(
      and(
        eq(analysisSteps.id, where.stepId),
        eq(analysisSteps.analysisId, where.analysisId),
        eq(analysisSteps.userId, where.userId),
      ),
    )
    .returning();
  return row;
};
