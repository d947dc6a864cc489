import { asc, eq } from 'drizzle-orm';
import { calculationShares, calculations } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDate,
  isoDateOrNull,
  readOwnRows,
  withIsoDates,
} from '#server/modules/account/index';

/** The calculations module's rows in the account export (account/account-export-part.ts). */
export const calculationsExportPart: AccountExportPart<'calculations' | 'shareLinks'> = {
  tables: { calculations: 'calculations', calculation_shares: 'shareLinks' },
  read: async (db, userId) => {
    const [calculationRows, shareRows] = await Promise.all([
      readOwnRows(
        db,
        calculations,
        [
          'id',
          'businessId',
          'title',
          'inputs',
          'capitalCurrency',
          'capitalAmount',
          'result',
          'modelVersion',
          'createdAt',
          'updatedAt',
        ],
        calculations.userId,
        userId,
        [calculations.createdAt],
      ),
      // Share links hang off the calculation, so their owner is found through it.
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
