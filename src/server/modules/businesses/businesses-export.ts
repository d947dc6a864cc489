import { businesses } from '#server/db/schema/index';
import { type AccountExportPart, readOwnRows, withIsoDates } from '#server/modules/account/index';

/** The businesses module's rows in the account export (account/account-export-part.ts). */
export const businessesExportPart: AccountExportPart<'businesses'> = {
  tables: { businesses: 'businesses' },
  read: async (db, userId) => {
    const businessRows = await readOwnRows(
      db,
      businesses,
      ['id', 'name', 'description', 'inputs', 'createdAt', 'updatedAt'],
      businesses.userId,
      userId,
      [businesses.createdAt],
    );
    return { businesses: businessRows.map(withIsoDates) };
  },
};
