import { asc, eq } from 'drizzle-orm';
import { analysisSteps, reports } from '#server/db/schema/index';
import { type AccountExportPart, isoDateOrNull, withIsoDates } from '#server/modules/account/index';

/** The reports module's rows in the account export (account/account-export-part.ts). */
export const reportsExportPart: AccountExportPart<'analyses' | 'analysisSteps'> = {
  tables: { analysis_reports: 'analyses', analysis_steps: 'analysisSteps' },
  read: async (db, userId) => {
    const [analysisRows, analysisStepRows] = await Promise.all([
      db
        .select({
          id: reports.id,
          businessId: reports.businessId,
          title: reports.title,
          inputs: reports.inputs,
          report: reports.report,
          score: reports.score,
          modelVersion: reports.modelVersion,
          createdAt: reports.createdAt,
          updatedAt: reports.updatedAt,
        })
        .from(reports)
        .where(eq(reports.userId, userId))
        .orderBy(asc(reports.createdAt)),
      db
        .select({
          id: analysisSteps.id,
          analysisId: analysisSteps.analysisId,
          position: analysisSteps.position,
          text: analysisSteps.text,
          phase: analysisSteps.phase,
          dueOn: analysisSteps.dueOn,
          doneAt: analysisSteps.doneAt,
          createdAt: analysisSteps.createdAt,
          updatedAt: analysisSteps.updatedAt,
        })
        .from(analysisSteps)
        .where(eq(analysisSteps.userId, userId))
        .orderBy(
          asc(analysisSteps.createdAt),
          asc(analysisSteps.analysisId),
          asc(analysisSteps.position),
        ),
    ]);
    return {
      analyses: analysisRows.map(withIsoDates),
      analysisSteps: analysisStepRows.map((row) => ({
        ...withIsoDates(row),
        doneAt: isoDateOrNull(row.doneAt),
      })),
    };
  },
};
