// The notifications module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export type { NotificationSource } from './notification-sources';
export { notificationsRoutes } from './notifications.routes';
export { notify } from './notify';
export { notificationsExportPart } from './notifications-export';
