// The billing module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { DEMO_BILLING, billingSettingsFromEnv, type BillingSettings } from './billing-settings';
export { billingRoutes } from './billing.routes';
export { billingExportPart } from './billing-export';
