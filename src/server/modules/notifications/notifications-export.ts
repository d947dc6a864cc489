import { notifications } from '#server/db/schema/index';
import { type AccountExportPart, ownRowsExportPart } from '#server/modules/account/index';

/** The notifications module's rows in the account export (account/account-export-part.ts). */
export const notificationsExportPart: AccountExportPart<'notifications'> = ownRowsExportPart(
  'notifications',
  notifications,
  {
    // The dedupe key is left out: an internal key that makes each event notify once.
    columns: ['id', 'kind', 'params', 'link', 'readAt', 'createdAt'],
    owner: notifications.userId,
    orderBy: [notifications.createdAt, notifications.id],
  },
);
