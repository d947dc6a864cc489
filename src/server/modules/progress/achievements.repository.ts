import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  achievements,
  reports,
  analysisSteps,
  businessCheckups,
  businesses,
  calculationShares,
  calculations,
  predictionOutcomes,
  simulationScenarios,
  users,
  validationEvidence,
} from '#server/db/schema/index';
import type { Transaction } from '#server/modules/tokens/index';

/** The counts of the user's own rows that the achievement rules read. */
export type MilestoneCounts = {
  businesses: number;
  calculations: number;
  scenarios: number;
  analyses: number;
  stepsDone: number;
  plansCompleted: number;
  checkups: number;
  evidence: number;
  shareLinks: number;
  followUpAnswers: number;
};

const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** Every count in one round trip: subqueries over the user's rows, each on an indexed user_id. */
export const readMilestoneCounts = async (
  db: Database,
  userId: string,
): Promise<MilestoneCounts> => {
  const [row] = await db
    .select({
      businesses: countOf(
        sql`select count(*) from ${businesses} where ${businesses.userId} = ${userId}`,
      ),
      calculations: countOf(
        sql`select count(*) from ${calculations} where ${calculations.userId} = ${userId}`,
      ),
      scenarios: countOf(
        sql`select count(*) from ${simulationScenarios} where ${simulationScenarios.userId} = ${userId}`,
      ),
      analyses: countOf(sql`select count(*) from ${reports} where ${reports.userId} = ${userId}`),
      stepsDone: countOf(
        sql`select count(*) from ${analysisSteps} where ${analysisSteps.userId} = ${userId} and ${analysisSteps.doneAt} is not null`,
      ),
      // A plan is complete when it has steps and every one of them is done.
      plansCompleted: countOf(
        sql`select count(*) from (select ${analysisSteps.analysisId} from ${analysisSteps} where ${analysisSteps.userId} = ${userId} group by ${analysisSteps.analysisId} having count(*) = count(${analysisSteps.doneAt})) as completed_plans`,
      ),
      checkups: countOf(
        sql`select count(*) from ${businessCheckups} where ${businessCheckups.userId} = ${userId}`,
      ),
      evidence: countOf(
        sql`select count(*) from ${validationEvidence} where ${validationEvidence.userId} = ${userId}`,
      ),
      // A link once created counts, even if it was revoked or replaced since.
      shareLinks: countOf(
        sql`select count(*) from ${calculationShares} inner join ${calculations} on ${calculations.id} = ${calculationShares.calculationId} where ${calculations.userId} = ${userId}`,
      ),
      followUpAnswers: countOf(
        sql`select count(*) from ${predictionOutcomes} where ${predictionOutcomes.userId} = ${userId}`,
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row;
};

export const findEarnedRows = async (db: Database, userId: string) =>
  db
    .select({ achievementId: achievements.achievementId, earnedAt: achievements.earnedAt })
    .from(achievements)
    .where(eq(achievements.userId, userId));

/** Inserts the achievement unless it was earned before; true when it is new. */
export const insertEarned = async (
  transaction: Transaction,
  row: { userId: string; achievementId: string; earnedAt: Date },
): Promise<boolean> => {
  const inserted = await transaction
    .insert(achievements)
    .values(row)
    .onConflictDoNothing()
    .returning({ achievementId: achievements.achievementId });
  return inserted.length > 0;
};
