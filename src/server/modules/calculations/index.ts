// The calculations module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { calculationsRoutes } from './calculations.routes';
export { sharePagePreview } from './share-preview';
export { calculationsExportPart } from './calculations-export';
export { countCalculations } from './calculations.repository';
