import { analysisSteps, reports } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDateOrNull,
  readOwnRows,
  withIsoDates,
} from '#server/modules/account/index';

/** The reports module's rows in the account export (account/account-export-part.ts). */
export const reportsExportPart: AccountExportPart<'analyses' | 'analysisSteps'> = {
  tables: { analysis_reports: 'analyses', analysis_steps: 'analysisSteps' },
  read: async (db, userId) => {
    const [analysisRows, analysisStepRows] = await Promise.all([
      readOwnRows(
        db,
        reports,
        [
          'id',
          'businessId',
          'title',
          'inputs',
          'report',
          'score',
          'modelVersion',
          'createdAt',
          'updatedAt',
        ],
        reports.userId,
        userId,
        [reports.createdAt],
      ),
      readOwnRows(
        db,
        analysisSteps,
        [
          'id',
          'analysisId',
          'position',
          'text',
          'phase',
          'dueOn',
          'doneAt',
          'createdAt',
          'updatedAt',
        ],
        analysisSteps.userId,
        userId,
        [analysisSteps.createdAt, analysisSteps.analysisId, analysisSteps.position],
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
