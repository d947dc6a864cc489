// The email-auth module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { emailAuthRoutes } from './email-auth.routes';
export {
  createEmailLinkToken,
  hashEmailLinkToken,
  isWellFormedEmailLinkToken,
} from './email-link-token';
export { emailAuthExportPart } from './email-auth-export';
