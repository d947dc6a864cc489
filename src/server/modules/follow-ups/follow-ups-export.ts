import { predictionOutcomes } from '#server/db/schema/index';
import { type AccountExportPart, isoDate, readOwnRows } from '#server/modules/account/index';

/** The follow-ups module's rows in the account export (account/account-export-part.ts). */
export const followUpsExportPart: AccountExportPart<'followUpAnswers'> = {
  tables: { prediction_outcomes: 'followUpAnswers' },
  read: async (db, userId) => {
    const followUpRows = await readOwnRows(
      db,
      predictionOutcomes,
      [
        'id',
        'calculationId',
        'monthsAfter',
        'outcome',
        'predictedProbability',
        'modelVersion',
        'answeredAt',
      ],
      predictionOutcomes.userId,
      userId,
      [predictionOutcomes.answeredAt],
    );
    return {
      followUpAnswers: followUpRows.map((row) => ({ ...row, answeredAt: isoDate(row.answeredAt) })),
    };
  },
};
