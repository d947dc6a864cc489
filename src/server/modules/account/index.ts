// The account module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { accountRoutes } from './account.routes';
export { assertAccountHolder } from './account.service';
export {
  accountExportParts,
  combinedExportPart,
  isoDateOrNull,
  withIsoDates,
  type AccountExportPart,
} from './account-export-part';
export { ownRowsExportPart } from './own-rows-export-part';
