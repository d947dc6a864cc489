import { asc, eq } from 'drizzle-orm';
import { predictionOutcomes } from '#server/db/schema/index';
import { type AccountExportPart, isoDate } from '#server/modules/account/index';

/** The follow-ups module's rows in the account export (account/account-export-part.ts). */
export const followUpsExportPart: AccountExportPart<'followUpAnswers'> = {
  tables: { prediction_outcomes: 'followUpAnswers' },
  read: async (db, userId) => {
    const followUpRows = await db
      .select({
        id: predictionOutcomes.id,
        calculationId: predictionOutcomes.calculationId,
        monthsAfter: predictionOutcomes.monthsAfter,
        outcome: predictionOutcomes.outcome,
        predictedProbability: predictionOutcomes.predictedProbability,
        modelVersion: predictionOutcomes.modelVersion,
        answeredAt: predictionOutcomes.answeredAt,
      })
      .from(predictionOutcomes)
      .where(eq(predictionOutcomes.userId, userId))
      .orderBy(asc(predictionOutcomes.answeredAt));
    return {
      followUpAnswers: followUpRows.map((row) => ({ ...row, answeredAt: isoDate(row.answeredAt) })),
    };
  },
};
