// The follow-ups module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { addMonthsUtc } from './follow-up-schedule';
export { followUpsRoutes } from './follow-ups.routes';
export { countDueFollowUps, syncFollowUpNotifications } from './follow-ups.service';
export { followUpsExportPart } from './follow-ups-export';
