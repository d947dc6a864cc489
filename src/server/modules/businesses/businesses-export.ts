import { asc, eq } from 'drizzle-orm';
import { businesses } from '#server/db/schema/index';
import { type AccountExportPart, withIsoDates } from '#server/modules/account/index';

/** The businesses module's rows in the account export (account/account-export-part.ts). */
export const businessesExportPart: AccountExportPart<'businesses'> = {
  tables: { businesses: 'businesses' },
  read: async (db, userId) => {
    const businessRows = await db
      .select({
        id: businesses.id,
        name: businesses.name,
        description: businesses.description,
        inputs: businesses.inputs,
        createdAt: businesses.createdAt,
        updatedAt: businesses.updatedAt,
      })
      .from(businesses)
      .where(eq(businesses.userId, userId))
      .orderBy(asc(businesses.createdAt));
    return { businesses: businessRows.map(withIsoDates) };
  },
};
