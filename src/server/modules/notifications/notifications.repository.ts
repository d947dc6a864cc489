import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

/** A page of one user's notifications, newest first, older than the cursor when one is given. */
export const findNotificationRows = async (
  db: Database,
  options: { userId: string; limit: number; before: { createdAt: Date; id: string } | null },
): Promise<NotificationRow[]> => {
  const { before } = options;
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, options.userId),
        before
          ? or(
              lt(notifications.createdAt, before.createdAt),
              and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
};

export const countUnread = async (db: Database, userId: string): Promise<number> => {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
};

/** Whether the user owns the notification (read or not); another user's id is not found. */
export const markRead = async (
  db: Database,
  options: { userId: string; id: string; now: Date },
): Promise<boolean> => {
  const owned = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .limit(1);
  if (owned.length === 0) return false;
  await db
    .update(notifications)
    .set({ readAt: options.now })
    .where(
      and(
        eq(notifications.id, options.id),
        eq(notifications.userId, options.userId),
        isNull(notifications.readAt),
      ),
    );
  return true;
};

export const markAllRead = async (db: Database, options: { userId: string; now: Date }) => {
  await db
    .update(notifications)
    .set({ readAt: options.now })
    .where(and(eq(notifications.userId, options.userId), isNull(notifications.readAt)));
};
