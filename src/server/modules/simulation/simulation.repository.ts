import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { businesses, simulationScenarios } from '#server/db/schema/index';
import { businessOwnedBy, insertUnderBusinessWithinLimit } from '#server/modules/businesses/index';

export type ScenarioRow = typeof simulationScenarios.$inferSelect;
type ScenarioChanges = Partial<Pick<ScenarioRow, 'name' | 'params'>>;

// A scenario is the caller's only when its business is (businesses/business-ownership.ts).
const ownedScenarioIds = (db: Database, userId: string, scenarioId: string) =>
  db
    .select({ id: simulationScenarios.id })
    .from(simulationScenarios)
    .innerJoin(businesses, eq(businesses.id, simulationScenarios.businessId))
    .where(
      and(
        eq(simulationScenarios.id, scenarioId),
        businessOwnedBy(userId, simulationScenarios.businessId),
      ),
    );

export const findScenarioRows = async (db: Database, businessId: string) =>
  db
    .select()
    .from(simulationScenarios)
    .where(eq(simulationScenarios.businessId, businessId))
    .orderBy(asc(simulationScenarios.createdAt), asc(simulationScenarios.id));

/** Inserts unless the business is not the user's or already has `limit` scenarios. */
export const insertScenarioRowWithinLimit = async (
  db: Database,
  values: typeof simulationScenarios.$inferInsert,
  limit: number,
): Promise<ScenarioRow | 'not-found' | 'limit-reached'> =>
  insertUnderBusinessWithinLimit(db, values, simulationScenarios.businessId, limit, (transaction) =>
    transaction.insert(simulationScenarios).values(values).returning(),
  );

export const updateScenarioRow = async (
  db: Database,
  options: { userId: string; scenarioId: string; changes: ScenarioChanges; updatedAt: Date },
) => {
  const ids = ownedScenarioIds(db, options.userId, options.scenarioId);
  const [row] = await db
    .update(simulationScenarios)
    .set({ ...options.changes, updatedAt: options.updatedAt })
    .where(inArray(simulationScenarios.id, ids))
    .returning();
  return row;
};

export const deleteScenarioRow = async (db: Database, userId: string, scenarioId: string) => {
  const deleted = await db
    .delete(simulationScenarios)
    .where(inArray(simulationScenarios.id, ownedScenarioIds(db, userId, scenarioId)))
    .returning({ id: simulationScenarios.id });
  return deleted.length > 0;
};
