import { asc, eq } from 'drizzle-orm';
import { calculationShares, calculations } from '#server/db/schema/index';
import {
  type AccountExportPart,
  combinedExportPart,
  ownRowsExportPart,
  withIsoDates,
} from '#server/modules/account/index';

/** The calculations module's rows in the account export (account/account-export-part.ts). */
export const calculationsExportPart: AccountExportPart<'calculations' | 'shareLinks'> =
  combinedExportPart(
    ownRowsExportPart('calculations', calculations, {
      columns: [
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
      owner: calculations.userId,
      orderBy: [calculations.createdAt],
    }),
    {
      tables: { calculation_shares: 'shareLinks' },
      read: async (db, userId) => {
        // Share links hang off the calculation, so their owner is found through it.
        const shareRows = await db
          .select({
            calculationId: calculationShares.calculationId,
            createdAt: calculationShares.createdAt,
            revokedAt: calculationShares.revokedAt,
          })
          .from(calculationShares)
          .innerJoin(calculations, eq(calculations.id, calculationShares.calculationId))
          .where(eq(calculations.userId, userId))
          .orderBy(asc(calculationShares.createdAt));
        return { shareLinks: shareRows.map(withIsoDates) };
      },
    },
  );
