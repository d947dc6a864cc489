import { tokenAccounts, tokenLedger, toolUses } from '#server/db/schema/index';
import { type AccountExportPart, isoDate, readOwnRows } from '#server/modules/account/index';

/** The tokens module's rows in the account export (account/account-export-part.ts). */
export const tokensExportPart: AccountExportPart<'tokenAccount' | 'tokenLedger' | 'toolUses'> = {
  tables: { token_accounts: 'tokenAccount', token_ledger: 'tokenLedger', tool_uses: 'toolUses' },
  read: async (db, userId) => {
    const [tokenAccountRows, tokenLedgerRows, toolUseRows] = await Promise.all([
      readOwnRows(db, tokenAccounts, ['balance', 'updatedAt'], tokenAccounts.userId, userId, [
        tokenAccounts.updatedAt,
      ]),
      // The idempotency key is left out: an internal retry key, not something the user entered.
      readOwnRows(
        db,
        tokenLedger,
        ['id', 'kind', 'source', 'delta', 'balanceAfter', 'createdAt'],
        tokenLedger.userId,
        userId,
        [tokenLedger.createdAt, tokenLedger.id],
      ),
      readOwnRows(
        db,
        toolUses,
        ['id', 'toolId', 'usedOn', 'tokensCharged', 'ledgerEntryId', 'createdAt'],
        toolUses.userId,
        userId,
        [toolUses.createdAt, toolUses.id],
      ),
    ]);
    return {
      tokenAccount: tokenAccountRows.map((row) => ({ ...row, updatedAt: isoDate(row.updatedAt) })),
      tokenLedger: tokenLedgerRows.map((row) => ({ ...row, createdAt: isoDate(row.createdAt) })),
      toolUses: toolUseRows.map((row) => ({ ...row, createdAt: isoDate(row.createdAt) })),
    };
  },
};
