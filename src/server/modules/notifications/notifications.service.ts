import {
  type FindNotificationsQuery,
  type Notification,
  NOTIFICATIONS_PAGE_LIMIT,
  type NotificationPage,
  NotificationParamsSchema,
  type UnreadCount,
} from '#shared/contracts/notifications';
import { AppError } from '#shared/errors';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { type NotificationSource, runNotificationSources } from './notification-sources';
import {
  countUnread,
  findNotificationRows,
  markAllRead,
  markRead,
  type NotificationRow,
} from './notifications.repository';
import { NOTIFICATION_KINDS, type NotificationKind } from './notify';

export type NotificationsContext = { db: Database; clock: Clock; userId: string };

const isKnownKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

const toNotification = (row: NotificationRow & { kind: NotificationKind }): Notification => ({
  id: row.id,
  kind: row.kind,
  params: NotificationParamsSchema.parse(row.params),
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const cursorOf = (row: NotificationRow) => `${row.createdAt.toISOString()}_${row.id}`;

// The contract's pattern has checked the shape: an ISO time, "_", then a 36-character id.
const parseCursor = (cursor: string) => {
  const createdAt = new Date(cursor.slice(0, -37));
  if (Number.isNaN(createdAt.getTime())) {
    throw new AppError('VALIDATION_FAILED', { message: 'Must be a cursor from a page' });
  }
  return { createdAt, id: cursor.slice(-36) };
};

/** Reading the list first runs every source (notification-sources.ts), so what is due shows. */
export const findNotifications = async (
  context: NotificationsContext & { sources: readonly NotificationSource[] },
  query: FindNotificationsQuery,
): Promise<NotificationPage> => {
  const { db, userId } = context;
  await runNotificationSources(context.sources, db, userId, context.clock());
  const limit = query.limit ?? NOTIFICATIONS_PAGE_LIMIT;
  // One more than asked says whether an older page exists.
  const rows = await findNotificationRows(db, {
    userId,
    limit: limit + 1,
    before: query.cursor ? parseCursor(query.cursor) : null,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    // A kind a newer server wrote and this one does not know is left out rather than failing.
    items: page
      .filter((row): row is NotificationRow & { kind: NotificationKind } => isKnownKind(row.kind))
      .map(toNotification),
    unreadCount: await countUnread(db, userId),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
};

export const readNotification = async (
  context: NotificationsContext,
  id: string,
): Promise<UnreadCount> => {
  const found = await markRead(context.db, { userId: context.userId, id, now: context.clock() });
  if (!found) throw new AppError('NOT_FOUND', { message: 'No such notification.' });
  return { unreadCount: await countUnread(context.db, context.userId) };
};

export const readAllNotifications = async (context: NotificationsContext): Promise<UnreadCount> => {
  await markAllRead(context.db, { userId: context.userId, now: context.clock() });
  return { unreadCount: 0 };
};
