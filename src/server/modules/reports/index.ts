// The reports module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { reportsRoutes } from './reports.routes';
export { notifyDueSteps } from './step-due-source';
export { reportsExportPart } from './reports-export';
