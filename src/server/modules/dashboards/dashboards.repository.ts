import { and, asc, count, desc, eq, exists, gte, isNull, lte, not, sql } from 'drizzle-orm';
import {
  ANALYTICS_SCENARIOS_MAX,
  DASHBOARD_CALCULATIONS_READ_MAX,
  PROGRESS_PLANS_MAX,
} from '#shared/contracts/dashboards';
import { BUSINESSES_PER_USER_MAX } from '#shared/contracts/businesses';
import type { Database } from '#server/db/client';
import {
  reports,
  analysisSteps,
  businessCheckups,
  businesses,
  calculations,
  simulationScenarios,
  tutorialProgress,
  validationEvidence,
  validationExperiments,
} from '#server/db/schema/index';
import { businessOwnedBy } from '#server/modules/businesses/index';

/*
 * Every query here filters on the caller's user id, so no dashboard can show another user's rows,
 * and each list is bounded. Figures are read out of the stored result JSON by the database, so a
 * list of calculations never loads their full results.
 */

const probability = sql<number>`(${calculations.result} ->> 'probability')::float8`.mapWith(Number);

const calculationColumns = {
  id: calculations.id,
  title: calculations.title,
  businessId: calculations.businessId,
  probability,
  intervalLow: sql<number>`(${calculations.result} -> 'interval' ->> 'low')::float8`.mapWith(
    Number,
  ),
  intervalHigh: sql<number>`(${calculations.result} -> 'interval' ->> 'high')::float8`.mapWith(
    Number,
  ),
  score: sql<number>`(${calculations.result} ->> 'score')::int`.mapWith(Number),
  createdAt: calculations.createdAt,
};
export type CalculationPointRow = {
  id: string;
  title: string;
  businessId: string | null;
  probability: number;
  intervalLow: number;
  intervalHigh: number;
  score: number;
  createdAt: Date;
};

/** The user's businesses, oldest first (the guard's default current one), with their run counts. */
export const findBusinessesWithCounts = async (db: Database, userId: string) =>
  db
    .select({
      id: businesses.id,
      name: businesses.name,
      inputs: businesses.inputs,
      calculationCount: count(calculations.id),
    })
    .from(businesses)
    .leftJoin(
      calculations,
      and(eq(calculations.businessId, businesses.id), eq(calculations.userId, userId)),
    )
    .where(eq(businesses.userId, userId))
    .groupBy(businesses.id)
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(BUSINESSES_PER_USER_MAX);

export const findRecentCalculations = async (
  db: Database,
  userId: string,
  limit: number,
): Promise<CalculationPointRow[]> =>
  db
    .select(calculationColumns)
    .from(calculations)
    .where(eq(calculations.userId, userId))
    .orderBy(desc(calculations.createdAt), desc(calculations.id))
    .limit(limit);

/** The newest saved calculations (at most the read limit) with their business's name. */
export const findCalculationHistory = async (db: Database, userId: string) =>
  db
    .select({ ...calculationColumns, businessName: businesses.name })
    .from(calculations)
    .leftJoin(businesses, eq(businesses.id, calculations.businessId))
    .where(eq(calculations.userId, userId))
    .orderBy(desc(calculations.createdAt), desc(calculations.id))
    .limit(DASHBOARD_CALCULATIONS_READ_MAX);

export const hasAnalysisOfBusiness = async (db: Database, userId: string, businessId: string) => {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.userId, userId), eq(reports.businessId, businessId)))
    .limit(1);
  return row !== undefined;
};

/** Open steps due on or before `until` (YYYY-MM-DD), earliest first, with their analysis. */
export const findOpenStepsDueBy = async (
  db: Database,
  userId: string,
  until: string,
  limit: number,
) =>
  db
    .select({
      analysisId: analysisSteps.analysisId,
      analysisTitle: reports.title,
      text: analysisSteps.text,
      dueOn: analysisSteps.dueOn,
    })
    .from(analysisSteps)
    .innerJoin(reports, eq(reports.id, analysisSteps.analysisId))
    .where(
      and(
        eq(analysisSteps.userId, userId),
        eq(reports.userId, userId),
        isNull(analysisSteps.doneAt),
        lte(analysisSteps.dueOn, until),
      ),
    )
    .orderBy(asc(analysisSteps.dueOn), asc(analysisSteps.position), asc(analysisSteps.id))
    .limit(limit);

const hasEvidence = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(validationEvidence)
      .where(eq(validationEvidence.experimentId, validationExperiments.id)),
  );

/** How many experiments one business has, and how many of them have a recorded result. */
export const countExperiments = async (db: Database, userId: string, businessId: string) => {
  const [row] = await db
    .select({
      total: count(),
      withEvidence: sql<number>`count(*) filter (where ${hasEvidence(db)})`.mapWith(Number),
    })
    .from(validationExperiments)
    .where(
      and(
        eq(validationExperiments.userId, userId),
        eq(validationExperiments.businessId, businessId),
      ),
    );
  return { total: row?.total ?? 0, withEvidence: row?.withEvidence ?? 0 };
};

export const countExperimentsWithoutEvidence = async (
  db: Database,
  userId: string,
  businessId: string,
) => {
  const [row] = await db
    .select({ total: count() })
    .from(validationExperiments)
    .where(
      and(
        eq(validationExperiments.userId, userId),
        eq(validationExperiments.businessId, businessId),
        not(hasEvidence(db)),
      ),
    );
  return row?.total ?? 0;
};

export const countCheckups = async (db: Database, userId: string, businessId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(businessCheckups)
    .where(and(eq(businessCheckups.userId, userId), eq(businessCheckups.businessId, businessId)));
  return row?.total ?? 0;
};

export const findTutorialStatus = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ status: tutorialProgress.status })
    .from(tutorialProgress)
    .where(eq(tutorialProgress.userId, userId));
  return row?.status ?? null;
};

/** The newest analyses with their step counts, in one grouped query. */
export const findPlanCounts = async (db: Database, userId: string) =>
  db
    .select({
      analysisId: reports.id,
      businessId: reports.businessId,
      title: reports.title,
      createdAt: reports.createdAt,
      total: count(analysisSteps.id),
      done: count(analysisSteps.doneAt),
    })
    .from(reports)
    .leftJoin(
      analysisSteps,
      and(eq(analysisSteps.analysisId, reports.id), eq(analysisSteps.userId, userId)),
    )
    .where(eq(reports.userId, userId))
    .groupBy(reports.id)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(PROGRESS_PLANS_MAX);

/** The first open step (earliest due, then plan order) of each of the user's analyses. */
export const findNextOpenSteps = async (db: Database, userId: string) =>
  db
    .selectDistinctOn([analysisSteps.analysisId], {
      analysisId: analysisSteps.analysisId,
      text: analysisSteps.text,
      phase: analysisSteps.phase,
      dueOn: analysisSteps.dueOn,
    })
    .from(analysisSteps)
    .where(and(eq(analysisSteps.userId, userId), isNull(analysisSteps.doneAt)))
    .orderBy(asc(analysisSteps.analysisId), asc(analysisSteps.dueOn), asc(analysisSteps.position));

/** Saved calculations per probability bin (0..9; a probability of 1 falls in the last bin). */
export const countCalculationsByProbabilityBin = async (
  db: Database,
  userId: string,
  bins: number,
) => {
  // Whole numbers of our own, written into the SQL so the grouped expression has no parameters.
  const bin =
    sql<number>`least(floor(${probability} * ${sql.raw(String(Math.trunc(bins)))}), ${sql.raw(String(Math.trunc(bins) - 1))})::int`.mapWith(
      Number,
    );
  return db
    .select({ bin, total: count() })
    .from(calculations)
    .where(eq(calculations.userId, userId))
    .groupBy(bin);
};

type Dated = typeof calculations | typeof reports | typeof businessCheckups;

/** Rows of one table per calendar month (UTC) created on or after `since`. */
export const countPerMonth = async (db: Database, table: Dated, userId: string, since: Date) => {
  const month = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, total: count() })
    .from(table)
    .where(and(eq(table.userId, userId), gte(table.createdAt, since)))
    .groupBy(month);
};

/** The user's saved simulator scenarios with their business's name, newest first. */
export const findScenarios = async (db: Database, userId: string) =>
  db
    .select({
      id: simulationScenarios.id,
      name: simulationScenarios.name,
      params: simulationScenarios.params,
      businessName: businesses.name,
      businessInputs: businesses.inputs,
    })
    .from(simulationScenarios)
    .innerJoin(businesses, eq(businesses.id, simulationScenarios.businessId))
    .where(
      and(
        eq(simulationScenarios.userId, userId),
        businessOwnedBy(userId, simulationScenarios.businessId),
      ),
    )
    .orderBy(desc(simulationScenarios.createdAt), desc(simulationScenarios.id))
    .limit(ANALYTICS_SCENARIOS_MAX);
