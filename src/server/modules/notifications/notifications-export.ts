import { notifications } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDate,
  isoDateOrNull,
  readOwnRows,
} from '#server/modules/account/index';

/** The notifications module's rows in the account export (account/account-export-part.ts). */
export const notificationsExportPart: AccountExportPart<'notifications'> = {
  tables: { notifications: 'notifications' },
  read: async (db, userId) => {
    // The dedupe key is left out: an internal key that makes each event notify once.
    const notificationRows = await readOwnRows(
      db,
      notifications,
      ['id', 'kind', 'params', 'link', 'readAt', 'createdAt'],
      notifications.userId,
      userId,
      [notifications.createdAt, notifications.id],
    );
    return {
      notifications: notificationRows.map((row) => ({
        ...row,
        readAt: isoDateOrNull(row.readAt),
        createdAt: isoDate(row.createdAt),
      })),
    };
  },
};
