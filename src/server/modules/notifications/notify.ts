import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/contracts/notifications';
import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema/index';
import type { Transaction } from '#server/modules/tokens/index';

/*
 * The one way a module tells a user something in the app (issue 16). The text is not stored: the
 * web app renders `kind` with `params` in the reader's language (`notifications` namespace), so a
 * notification reads right after a language switch. The dedupe key makes each event notify once.
 */

// The kinds are part of the contract (the web app renders each one); re-exported for the modules.
export { NOTIFICATION_KINDS, type NotificationKind };

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  /** Values the text needs (numbers and ids, or user content that the web app escapes). */
  params: Record<string, string | number>;
  /** An in-app path (e.g. `/membership`), or null. */
  link: string | null;
  /** Unique per user and event, e.g. `credit:<ledger entry id>`. */
  dedupeKey: string;
};

/** Stores the notification unless the same event was notified before; true when it is new. */
export const notify = async (
  db: Database | Transaction,
  notification: NewNotification,
  now: Date,
): Promise<boolean> => {
  const inserted = await db
    .insert(notifications)
    .values({ ...notification, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
};
