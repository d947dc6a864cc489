import { analysisSteps, reports } from '#server/db/schema/index';
import {
  type AccountExportPart,
  combinedExportPart,
  ownRowsExportPart,
} from '#server/modules/account/index';

/** The reports module's rows in the account export (account/account-export-part.ts). */
export const reportsExportPart: AccountExportPart<'analyses' | 'analysisSteps'> =
  combinedExportPart(
    ownRowsExportPart('analyses', reports, {
      columns: [
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
      owner: reports.userId,
      orderBy: [reports.createdAt],
    }),
    ownRowsExportPart('analysisSteps', analysisSteps, {
      columns: [
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
      owner: analysisSteps.userId,
      orderBy: [analysisSteps.createdAt, analysisSteps.analysisId, analysisSteps.position],
    }),
  );
