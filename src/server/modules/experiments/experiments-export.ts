import { validationEvidence, validationExperiments } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDate,
  readOwnRows,
  withIsoDates,
} from '#server/modules/account/index';

/** The experiments module's rows in the account export (account/account-export-part.ts). */
export const experimentsExportPart: AccountExportPart<'experiments' | 'experimentEvidence'> = {
  tables: { validation_experiments: 'experiments', validation_evidence: 'experimentEvidence' },
  read: async (db, userId) => {
    const [experimentRows, evidenceRows] = await Promise.all([
      readOwnRows(
        db,
        validationExperiments,
        [
          'id',
          'businessId',
          'kind',
          'measure',
          'criterionRate',
          'plannedSampleSize',
          'createdAt',
          'updatedAt',
        ],
        validationExperiments.userId,
        userId,
        [validationExperiments.createdAt],
      ),
      readOwnRows(
        db,
        validationEvidence,
        ['id', 'experimentId', 'observedOn', 'successes', 'trials', 'note', 'createdAt'],
        validationEvidence.userId,
        userId,
        [validationEvidence.createdAt],
      ),
    ]);
    return {
      experiments: experimentRows.map(withIsoDates),
      experimentEvidence: evidenceRows.map((row) => ({
        ...row,
        createdAt: isoDate(row.createdAt),
      })),
    };
  },
};
