import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * In-app notifications (issue 16). The text is not stored: the web app renders `kind` with
 * `params` in the reader's language (the `notifications` namespace), as plain text.
 */
export const NOTIFICATION_KINDS = [
  'tokensCredited',
  'sharedResultViewed',
  'stepDue',
  'followUpWaiting',
  'achievementEarned',
  'membershipChanged',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** A page of the list holds at most this many; the bell's popover asks for fewer. */
export const NOTIFICATIONS_PAGE_LIMIT = 30;

const TimestampSchema = z.iso.datetime({ offset: true });

export const NotificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  params: NotificationParamsSchema,
  /** An in-app path to open, or null. */
  link: z.string().nullable(),
  readAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Where the next (older) page starts: the last item's creation time and id, opaque to clients. */
export const NotificationCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/, { error: 'Must be a cursor from a page' });

export const FindNotificationsQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'Must be a whole number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: 'Must be at least 1' })
    .max(NOTIFICATIONS_PAGE_LIMIT, { error: `Must be at most ${NOTIFICATIONS_PAGE_LIMIT}` })
    .optional(),
  cursor: NotificationCursorSchema.optional(),
});
export type FindNotificationsQuery = z.infer<typeof FindNotificationsQuerySchema>;

export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  /** All unread notifications of the user, not only those on this page. */
  unreadCount: z.number().int().nonnegative(),
  /** The next page's cursor, or null on the last page. */
  nextCursor: NotificationCursorSchema.nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NotificationIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Must be a valid id' }),
});

const TAGS = ['notifications'];

export const findNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  summary:
    "The signed-in user's notifications, newest first, a page at a time, with the unread count.",
  tags: TAGS,
  auth: 'user',
  query: FindNotificationsQuerySchema,
  response: NotificationPageSchema,
});

export const updateNotificationRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/:id/read',
  summary: "Marks one of the user's notifications read (404 for another user's). Idempotent.",
  tags: TAGS,
  auth: 'user',
  params: NotificationIdParamsSchema,
  response: UnreadCountSchema,
});

export const updateAllNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read-all',
  summary: "Marks all of the user's notifications read.",
  tags: TAGS,
  auth: 'user',
  response: UnreadCountSchema,
});
