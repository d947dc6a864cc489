import { tokenAccounts, tokenLedger, toolUses } from '#server/db/schema/index';
import {
  type AccountExportPart,
  combinedExportPart,
  ownRowsExportPart,
} from '#server/modules/account/index';

/** The tokens module's rows in the account export (account/account-export-part.ts). */
export const tokensExportPart: AccountExportPart<'tokenAccount' | 'tokenLedger' | 'toolUses'> =
  combinedExportPart(
    ownRowsExportPart('tokenAccount', tokenAccounts, {
      columns: ['balance', 'updatedAt'],
      owner: tokenAccounts.userId,
      orderBy: [tokenAccounts.updatedAt],
    }),
    ownRowsExportPart('tokenLedger', tokenLedger, {
      // The idempotency key is left out: an internal retry key, not something the user entered.
      columns: ['id', 'kind', 'source', 'delta', 'balanceAfter', 'createdAt'],
      owner: tokenLedger.userId,
      orderBy: [tokenLedger.createdAt, tokenLedger.id],
    }),
    ownRowsExportPart('toolUses', toolUses, {
      columns: ['id', 'toolId', 'usedOn', 'tokensCharged', 'ledgerEntryId', 'createdAt'],
      owner: toolUses.userId,
      orderBy: [toolUses.createdAt, toolUses.id],
    }),
  );
