import { predictionOutcomes } from '#server/db/schema/index';
import { type AccountExportPart, ownRowsExportPart } from '#server/modules/account/index';

/** The follow-ups module's rows in the account export (account/account-export-part.ts). */
export const followUpsExportPart: AccountExportPart<'followUpAnswers'> = ownRowsExportPart(
  'followUpAnswers',
  predictionOutcomes,
  {
    columns: [
      'id',
      'calculationId',
      'monthsAfter',
      'outcome',
      'predictedProbability',
      'modelVersion',
      'answeredAt',
    ],
    owner: predictionOutcomes.userId,
    orderBy: [predictionOutcomes.answeredAt],
  },
);
