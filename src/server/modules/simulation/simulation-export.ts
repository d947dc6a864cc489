import { simulationScenarios } from '#server/db/schema/index';
import { type AccountExportPart, readOwnRows, withIsoDates } from '#server/modules/account/index';

/** The simulation module's rows in the account export (account/account-export-part.ts). */
export const simulationExportPart: AccountExportPart<'simulationScenarios'> = {
  tables: { simulation_scenarios: 'simulationScenarios' },
  read: async (db, userId) => {
    const scenarios = await readOwnRows(
      db,
      simulationScenarios,
      ['id', 'businessId', 'name', 'params', 'createdAt', 'updatedAt'],
      simulationScenarios.userId,
      userId,
      [simulationScenarios.createdAt],
    );
    return { simulationScenarios: scenarios.map(withIsoDates) };
  },
};
