import type { Database } from '#server/db/client';
import { syncFollowUpNotifications } from '#server/modules/follow-ups/follow-ups.service';
import { notifyEarnedAchievements } from '#server/modules/progress/achievements.service';
import { notifyDueSteps } from './step-due-source';

/**
 * Some notifications come from time passing, not from a request: a step's due date arrives, a
 * follow-up question's month comes. There is no scheduler, so each of these "sources" runs when
 * the user's notifications are read (the list and the bell's count), and stores what is due then;
 * `notify`'s dedupe keys make running them again harmless.
 */
export type NotificationSource = (db: Database, userId: string, now: Date) => Promise<void>;

/** Every source, run in this order before a user's notifications are read. Add new ones here. */
export const NOTIFICATION_SOURCES: readonly NotificationSource[] = [
  notifyDueSteps,
  // A saved calculation's 6-, 12- or 24-month question opens.
  syncFollowUpNotifications,
  // A milestone reached elsewhere (a fifth calculation, a plan done) shows up at the next poll.
  async (db, userId, now) => {
    await notifyEarnedAchievements(db, userId, now);
  },
];

export const runNotificationSources = async (db: Database, userId: string, now: Date) => {
  for (const source of NOTIFICATION_SOURCES) await source(db, userId, now);
};
