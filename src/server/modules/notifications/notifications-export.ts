import { asc, eq } from 'drizzle-orm';
import { notifications } from '#server/db/schema/index';
import { type AccountExportPart, isoDate, isoDateOrNull } from '#server/modules/account/index';

/** The notifications module's rows in the account export (account/account-export-part.ts). */
export const notificationsExportPart: AccountExportPart<'notifications'> = {
  tables: { notifications: 'notifications' },
  read: async (db, userId) => {
    const notificationRows =
      await // The dedupe key is left out: an internal key that makes each event notify once.
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          params: notifications.params,
          link: notifications.link,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
    return {
      notifications: notificationRows.map((row) => ({
        ...row,
        readAt: isoDateOrNull(row.readAt),
        createdAt: isoDate(row.createdAt),
      })),
    };
  },
};
