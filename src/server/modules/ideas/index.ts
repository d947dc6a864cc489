// The ideas module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { ideasRoutes } from './ideas.routes';
