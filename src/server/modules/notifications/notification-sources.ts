import type { Database } from '#server/db/client';

/**
 * Some notifications come from time passing, not from a request: a step's due date arrives, a
 * follow-up question's month comes. There is no scheduler, so each of these "sources" runs when
 * the user's notifications are read (the list and the bell's count), and stores what is due then;
 * `notify`'s dedupe keys make running them again harmless. The module whose data a source reads
 * exports it, and src/server/module-parts.ts lists them for app.ts to pass in: this module imports
 * none of them, so it stays below every module that notifies.
 */
export type NotificationSource = (db: Database, userId: string, now: Date) => Promise<void>;

/** Runs the sources one after another, in the order listed, before a user's notifications are read. */
export const runNotificationSources = async (
  sources: readonly NotificationSource[],
  db: Database,
  userId: string,
  now: Date,
) => {
  for (const source of sources) await source(db, userId, now);
};
