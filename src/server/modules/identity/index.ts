// The identity module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { toEmailKey } from './email-key';
export {
  identitySettingsFromEnv,
  type IdentityTokenSettings,
  type OidcSettings,
} from './identity-settings';
export { identityRoutes } from './identity.routes';
export { identityExportPart } from './identity-export';
