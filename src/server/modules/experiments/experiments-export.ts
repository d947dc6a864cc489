import { validationEvidence, validationExperiments } from '#server/db/schema/index';
import {
  type AccountExportPart,
  combinedExportPart,
  ownRowsExportPart,
} from '#server/modules/account/index';

/** The experiments module's rows in the account export (account/account-export-part.ts). */
export const experimentsExportPart: AccountExportPart<'experiments' | 'experimentEvidence'> =
  combinedExportPart(
    ownRowsExportPart('experiments', validationExperiments, {
      columns: [
        'id',
        'businessId',
        'kind',
        'measure',
        'criterionRate',
        'plannedSampleSize',
        'createdAt',
        'updatedAt',
      ],
      owner: validationExperiments.userId,
      orderBy: [validationExperiments.createdAt],
    }),
    ownRowsExportPart('experimentEvidence', validationEvidence, {
      columns: ['id', 'experimentId', 'observedOn', 'successes', 'trials', 'note', 'createdAt'],
      owner: validationEvidence.userId,
      orderBy: [validationEvidence.createdAt],
    }),
  );
