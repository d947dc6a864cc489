// The simulation module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { createSimulationPool, type SimulationPool } from './simulation-pool';
export { simulationRoutes } from './simulation.routes';
export { simulationExportPart } from './simulation-export';
