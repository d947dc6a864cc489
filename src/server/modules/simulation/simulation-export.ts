import { simulationScenarios } from '#server/db/schema/index';
import { type AccountExportPart, ownRowsExportPart } from '#server/modules/account/index';

/** The simulation module's rows in the account export (account/account-export-part.ts). */
export const simulationExportPart: AccountExportPart<'simulationScenarios'> = ownRowsExportPart(
  'simulationScenarios',
  simulationScenarios,
  {
    columns: ['id', 'businessId', 'name', 'params', 'createdAt', 'updatedAt'],
    owner: simulationScenarios.userId,
    orderBy: [simulationScenarios.createdAt],
  },
);
