import { businessCheckups } from '#server/db/schema/index';
import { type AccountExportPart, isoDate, readOwnRows } from '#server/modules/account/index';

/** The business-analyzer module's rows in the account export (account/account-export-part.ts). */
export const businessAnalyzerExportPart: AccountExportPart<'checkups'> = {
  tables: { business_checkups: 'checkups' },
  read: async (db, userId) => {
    const checkupRows = await readOwnRows(
      db,
      businessCheckups,
      ['id', 'businessId', 'figures', 'result', 'createdAt'],
      businessCheckups.userId,
      userId,
      [businessCheckups.createdAt],
    );
    return { checkups: checkupRows.map((row) => ({ ...row, createdAt: isoDate(row.createdAt) })) };
  },
};
