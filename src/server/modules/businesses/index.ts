// The businesses module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { insertUnderBusinessWithinLimit } from './business-child-limit';
export { businessOwnedBy, ownsBusiness } from './business-ownership';
export { findBusinessPlan } from './business-plan';
export { businessesRoutes } from './businesses.routes';
export { businessesExportPart } from './businesses-export';
