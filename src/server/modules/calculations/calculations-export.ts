import { asc, eq } from 'drizzle-orm';
import { calculationShares, calculations } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDate,
  isoDateOrNull,
  withIsoDates,
} from '#server/modules/account/index';

/** The calculations module's rows in the account export (account/account-export-part.ts). */
export const calculationsExportPart: AccountExportPart<'calculations' | 'shareLinks'> = {
  tables: { calculations: 'calculations', calculation_shares: 'shareLinks' },
  read: async (db, userId) => {
    const [calculationRows, shareRows] = await Promise.all([
      db
        .select({
          id: calculations.id,
          businessId: calculations.businessId,
          title: calculations.title,
          inputs: calculations.inputs,
          capitalCurrency: calculations.capitalCurrency,
          capitalAmount: calculations.capitalAmount,
          result: calculations.result,
          modelVersion: calculations.modelVersion,
          createdAt: calculations.createdAt,
          updatedAt: calculations.updatedAt,
        })
        .from(calculations)
        .where(eq(calculations.userId, userId))
        .orderBy(asc(calculations.createdAt)),
      db
        .select({
          calculationId: calculationShares.calculationId,
          createdAt: calculationShares.createdAt,
          revokedAt: calculationShares.revokedAt,
        })
        .from(calculationShares)
        .innerJoin(calculations, eq(calculations.id, calculationShares.calculationId))
        .where(eq(calculations.userId, userId))
        .orderBy(asc(calculationShares.createdAt)),
    ]);
    return {
      calculations: calculationRows.map(withIsoDates),
      shareLinks: shareRows.map((row) => ({
        ...row,
        createdAt: isoDate(row.createdAt),
        revokedAt: isoDateOrNull(row.revokedAt),
      })),
    };
  },
};
