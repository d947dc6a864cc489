import type { AnalysesResponse, AnalysisSummary } from '#shared/contracts/calculations';
import type { Database } from '#server/db/client';
import { findAnalysisRows } from './analyses.repository';

/** The user's analyses are their saved calculations, summarised (spec section 7). */
export const findAnalyses = async (context: {
  db: Database;
  userId: string;
}): Promise<AnalysesResponse> => {
  const rows = await findAnalysisRows(context.db, context.userId);
  return {
    analyses: rows.map((row): AnalysisSummary => ({
      ...row,
      band: row.band as AnalysisSummary['band'],
      label: row.label as AnalysisSummary['label'],
      createdAt: row.createdAt.toISOString(),
    })),
  };
};
