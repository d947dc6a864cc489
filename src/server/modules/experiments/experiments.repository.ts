import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { validationEvidence, validationExperiments } from '#server/db/schema/index';
import { insertUnderBusinessWithinLimit } from '#server/modules/businesses/index';

export type ExperimentRow = typeof validationExperiments.$inferSelect;
export type EvidenceRow = typeof validationEvidence.$inferSelect;
type CriterionChanges = Partial<
  Pick<ExperimentRow, 'measure' | 'criterionRate' | 'plannedSampleSize'>
>;

const ownedExperiment = (userId: string, experimentId: string) =>
  and(eq(validationExperiments.id, experimentId), eq(validationExperiments.userId, userId));

export const findExperimentRows = async (db: Database, businessId: string) =>
  db
    .select()
    .from(validationExperiments)
    .where(eq(validationExperiments.businessId, businessId))
    .orderBy(asc(validationExperiments.createdAt), asc(validationExperiments.id));

export const findEvidenceRows = async (db: Database, experimentIds: string[]) =>
  experimentIds.length === 0
    ? []
    : db
        .select()
        .from(validationEvidence)
        .where(inArray(validationEvidence.experimentId, experimentIds))
        .orderBy(asc(validationEvidence.createdAt), asc(validationEvidence.id));

export const findExperimentRow = async (db: Database, userId: string, experimentId: string) => {
  const [row] = await db
    .select()
    .from(validationExperiments)
    .where(ownedExperiment(userId, experimentId));
  return row;
};

/** Inserts unless the business is not the user's or already has `limit` experiments. */
export const insertExperimentRowWithinLimit = async (
  db: Database,
  values: typeof validationExperiments.$inferInsert,
  limit: number,
): Promise<ExperimentRow | 'not-found' | 'limit-reached'> =>
  insertUnderBusinessWithinLimit(
    db,
    values,
    validationExperiments.businessId,
    limit,
    (transaction) => transaction.insert(validationExperiments).values(values).returning(),
  );

const countEntries = async (db: Pick<Database, 'select'>, experimentId: string) => {
  const [entries] = await db
    .select({ total: count() })
    .from(validationEvidence)
    .where(eq(validationEvidence.experimentId, experimentId));
  return entries?.total ?? 0;
};

/**
 * Changes the criterion unless a result exists ('locked'). The experiment row is locked first, so
 * a result recorded at the same moment cannot slip in between the check and the change.
 */
export const updateUnlockedExperimentRow = async (
  db: Database,
  options: { userId: string; experimentId: string; changes: CriterionChanges; updatedAt: Date },
): Promise<ExperimentRow | 'not-found' | 'locked'> =>
  db.transaction(async (transaction) => {
    const [experiment] = await transaction
      .select({ id: validationExperiments.id })
      .from(validationExperiments)
      .where(ownedExperiment(options.userId, options.experimentId))
      .for('update');
    if (!experiment) return 'not-found';
    if ((await countEntries(transaction, options.experimentId)) > 0) return 'locked';
    const [row] = await transaction
      .update(validationExperiments)
      .set({ ...options.changes, updatedAt: options.updatedAt })
      .where(ownedExperiment(options.userId, options.experimentId))
      .returning();
    return row ?? 'not-found';
  });

export const deleteExperimentRow = async (db: Database, userId: string, experimentId: string) => {
  const deleted = await db
    .delete(validationExperiments)
    .where(ownedExperiment(userId, experimentId))
    .returning({ id: validationExperiments.id });
  return deleted.length > 0;
};

/** Appends a result unless the experiment is not the user's or already has `limit` results. */
export const insertEvidenceRowWithinLimit = async (
  db: Database,
  values: typeof validationEvidence.$inferInsert,
  limit: number,
): Promise<'not-found' | 'limit-reached' | 'saved'> =>
  db.transaction(async (transaction) => {
    const [experiment] = await transaction
      .select({ id: validationExperiments.id })
      .from(validationExperiments)
      .where(ownedExperiment(values.userId, values.experimentId))
      .for('update');
    if (!experiment) return 'not-found';
    if ((await countEntries(transaction, values.experimentId)) >= limit) return 'limit-reached';
    await transaction.insert(validationEvidence).values(values);
    return 'saved';
  });
