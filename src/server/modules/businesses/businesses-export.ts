import { businesses } from '#server/db/schema/index';
import { type AccountExportPart, ownRowsExportPart } from '#server/modules/account/index';

/** The businesses module's rows in the account export (account/account-export-part.ts). */
export const businessesExportPart: AccountExportPart<'businesses'> = ownRowsExportPart(
  'businesses',
  businesses,
  {
    columns: ['id', 'name', 'description', 'inputs', 'createdAt', 'updatedAt'],
    owner: businesses.userId,
    orderBy: [businesses.createdAt],
  },
);
