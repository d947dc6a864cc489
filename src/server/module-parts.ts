// What each module contributes to a service that another module runs: app.ts passes these lists
// in, so the running module (notifications, the account export) imports none of the modules that
// feed it.
import { accountExportParts } from './modules/account/index';
import { billingExportPart } from './modules/billing/index';
import { blogExportPart } from './modules/blog/index';
import { businessAnalyzerExportPart } from './modules/business-analyzer/index';
import { businessesExportPart } from './modules/businesses/index';
import { calculationsExportPart } from './modules/calculations/index';
import { emailAuthExportPart } from './modules/email-auth/index';
import { experimentsExportPart } from './modules/experiments/index';
import { followUpsExportPart, syncFollowUpNotifications } from './modules/follow-ups/index';
import { identityExportPart } from './modules/identity/index';
import { type NotificationSource, notificationsExportPart } from './modules/notifications/index';
import { notifyEarnedAchievements, progressExportPart } from './modules/progress/index';
import { notifyDueSteps, reportsExportPart } from './modules/reports/index';
import { simulationExportPart } from './modules/simulation/index';
import { tokensExportPart } from './modules/tokens/index';

/** Every notification source, run in this order before a user's notifications are read. */
export const NOTIFICATION_SOURCES: readonly NotificationSource[] = [
  // An action-plan step's due date comes.
  notifyDueSteps,
  // A saved calculation's 6-, 12- or 24-month question opens.
  syncFollowUpNotifications,
  // A milestone reached elsewhere (a fifth calculation, a plan done) shows up at the next poll.
  notifyEarnedAchievements,
];

/** Every module's share of the account export, in the order of the export's keys. */
export const ACCOUNT_EXPORT_PARTS = accountExportParts([
  identityExportPart,
  emailAuthExportPart,
  businessesExportPart,
  calculationsExportPart,
  simulationExportPart,
  blogExportPart,
  reportsExportPart,
  businessAnalyzerExportPart,
  experimentsExportPart,
  followUpsExportPart,
  tokensExportPart,
  billingExportPart,
  notificationsExportPart,
  progressExportPart,
]);
