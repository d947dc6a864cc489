// What each module contributes to a service that another module runs: app.ts passes these lists
// in, so the running module (notifications) imports none of the modules that feed it.
import type { NotificationSource } from './modules/notifications/notification-sources';
import { syncFollowUpNotifications } from './modules/follow-ups/follow-ups.service';
import { notifyEarnedAchievements } from './modules/progress/achievements.service';
import { notifyDueSteps } from './modules/reports/step-due-source';

/** Every notification source, run in this order before a user's notifications are read. */
export const NOTIFICATION_SOURCES: readonly NotificationSource[] = [
  // An action-plan step's due date comes.
  notifyDueSteps,
  // A saved calculation's 6-, 12- or 24-month question opens.
  syncFollowUpNotifications,
  // A milestone reached elsewhere (a fifth calculation, a plan done) shows up at the next poll.
  notifyEarnedAchievements,
];
