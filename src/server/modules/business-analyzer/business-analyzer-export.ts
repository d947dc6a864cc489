import { asc, eq } from 'drizzle-orm';
import { businessCheckups } from '#server/db/schema/index';
import { type AccountExportPart, isoDate } from '#server/modules/account/index';

/** The business-analyzer module's rows in the account export (account/account-export-part.ts). */
export const businessAnalyzerExportPart: AccountExportPart<'checkups'> = {
  tables: { business_checkups: 'checkups' },
  read: async (db, userId) => {
    const checkupRows = await db
      .select({
        id: businessCheckups.id,
        businessId: businessCheckups.businessId,
        figures: businessCheckups.figures,
        result: businessCheckups.result,
        createdAt: businessCheckups.createdAt,
      })
      .from(businessCheckups)
      .where(eq(businessCheckups.userId, userId))
      .orderBy(asc(businessCheckups.createdAt));
    return { checkups: checkupRows.map((row) => ({ ...row, createdAt: isoDate(row.createdAt) })) };
  },
};
