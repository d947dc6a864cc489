import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { calculations, predictionOutcomes } from '#server/db/schema/index';

/** The prediction fields read out of the stored result, never the whole result. */
const predictionColumns = {
  probability: sql<number>`(${calculations.result} ->> 'probability')::float8`.mapWith(Number),
  survivalCurve: sql<number[] | null>`${calculations.result} -> 'survivalCurve'`,
};

/** The user's calculations saved at or before `savedBefore`, oldest first. */
export const findCalculationsSavedBefore = (db: Database, userId: string, savedBefore: Date) =>
  db
    .select({
      id: calculations.id,
      title: calculations.title,
      createdAt: calculations.createdAt,
      ...predictionColumns,
    })
    .from(calculations)
    .where(and(eq(calculations.userId, userId), lte(calculations.createdAt, savedBefore)))
    .orderBy(asc(calculations.createdAt), asc(calculations.id));

/** One calculation of this owner (another user's id finds nothing). */
export const findOwnedCalculation = async (db: Database, userId: string, id: string) => {
  const [row] = await db
    .select({
      id: calculations.id,
      createdAt: calculations.createdAt,
      modelVersion: calculations.modelVersion,
      ...predictionColumns,
    })
    .from(calculations)
    .where(and(eq(calculations.id, id), eq(calculations.userId, userId)))
    .limit(1);
  return row;
};

/** The horizons the user has answered, per calculation. */
export const findAnsweredHorizons = async (db: Database, userId: string) => {
  const rows = await db
    .select({
      calculationId: predictionOutcomes.calculationId,
      monthsAfter: predictionOutcomes.monthsAfter,
    })
    .from(predictionOutcomes)
    .where(eq(predictionOutcomes.userId, userId));
  const answered = new Map<string, Set<number>>();
  for (const row of rows) {
    const set = answered.get(row.calculationId) ?? new Set<number>();
    set.add(row.monthsAfter);
    answered.set(row.calculationId, set);
  }
  return answered;
};

export type NewAnswerRow = typeof predictionOutcomes.$inferInsert;

/** Stores an answer; undefined when this calculation's horizon was already answered. */
export const insertAnswer = async (db: Database, values: NewAnswerRow) => {
  const [row] = await db
    .insert(predictionOutcomes)
    .values(values)
    .onConflictDoNothing({
      target: [predictionOutcomes.calculationId, predictionOutcomes.monthsAfter],
    })
    .returning();
  return row;
};

/**
 * Every answer with what the track record needs and nothing else: no user id, title or input
 * leaves this query. The curve comes from the saved calculation, which an answer cannot outlive.
 */
export const findAnswersForRecord = (db: Database) =>
  db
    .select({
      monthsAfter: predictionOutcomes.monthsAfter,
      outcome: predictionOutcomes.outcome,
      predictedProbability: predictionOutcomes.predictedProbability,
      survivalCurve: predictionColumns.survivalCurve,
    })
    .from(predictionOutcomes)
    .innerJoin(calculations, eq(calculations.id, predictionOutcomes.calculationId));
