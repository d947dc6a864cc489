import { asc, eq } from 'drizzle-orm';
import { validationEvidence, validationExperiments } from '#server/db/schema/index';
import { type AccountExportPart, isoDate, withIsoDates } from '#server/modules/account/index';

/** The experiments module's rows in the account export (account/account-export-part.ts). */
export const experimentsExportPart: AccountExportPart<'experiments' | 'experimentEvidence'> = {
  tables: { validation_experiments: 'experiments', validation_evidence: 'experimentEvidence' },
  read: async (db, userId) => {
    const [experimentRows, evidenceRows] = await Promise.all([
      db
        .select({
          id: validationExperiments.id,
          businessId: validationExperiments.businessId,
          kind: validationExperiments.kind,
          measure: validationExperiments.measure,
          criterionRate: validationExperiments.criterionRate,
          plannedSampleSize: validationExperiments.plannedSampleSize,
          createdAt: validationExperiments.createdAt,
          updatedAt: validationExperiments.updatedAt,
        })
        .from(validationExperiments)
        .where(eq(validationExperiments.userId, userId))
        .orderBy(asc(validationExperiments.createdAt)),
      db
        .select({
          id: validationEvidence.id,
          experimentId: validationEvidence.experimentId,
          observedOn: validationEvidence.observedOn,
          successes: validationEvidence.successes,
          trials: validationEvidence.trials,
          note: validationEvidence.note,
          createdAt: validationEvidence.createdAt,
        })
        .from(validationEvidence)
        .where(eq(validationEvidence.userId, userId))
        .orderBy(asc(validationEvidence.createdAt)),
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
