import { asc, eq } from 'drizzle-orm';
import { simulationScenarios } from '#server/db/schema/index';
import { type AccountExportPart, withIsoDates } from '#server/modules/account/index';

/** The simulation module's rows in the account export (account/account-export-part.ts). */
export const simulationExportPart: AccountExportPart<'simulationScenarios'> = {
  tables: { simulation_scenarios: 'simulationScenarios' },
  read: async (db, userId) => {
    const scenarios = await db
      .select({
        id: simulationScenarios.id,
        businessId: simulationScenarios.businessId,
        name: simulationScenarios.name,
        params: simulationScenarios.params,
        createdAt: simulationScenarios.createdAt,
        updatedAt: simulationScenarios.updatedAt,
      })
      .from(simulationScenarios)
      .where(eq(simulationScenarios.userId, userId))
      .orderBy(asc(simulationScenarios.createdAt));
    return { simulationScenarios: scenarios.map(withIsoDates) };
  },
};
