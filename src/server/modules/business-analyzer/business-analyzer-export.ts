import { businessCheckups } from '#server/db/schema/index';
import { type AccountExportPart, ownRowsExportPart } from '#server/modules/account/index';

/** The business-analyzer module's rows in the account export (account/account-export-part.ts). */
export const businessAnalyzerExportPart: AccountExportPart<'checkups'> = ownRowsExportPart(
  'checkups',
  businessCheckups,
  {
    columns: ['id', 'businessId', 'figures', 'result', 'createdAt'],
    owner: businessCheckups.userId,
    orderBy: [businessCheckups.createdAt],
  },
);
