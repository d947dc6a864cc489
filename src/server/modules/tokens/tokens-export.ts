import { asc, eq } from 'drizzle-orm';
import { tokenAccounts, tokenLedger, toolUses } from '#server/db/schema/index';
import { type AccountExportPart, isoDate } from '#server/modules/account/index';

/** The tokens module's rows in the account export (account/account-export-part.ts). */
export const tokensExportPart: AccountExportPart<'tokenAccount' | 'tokenLedger' | 'toolUses'> = {
  tables: { token_accounts: 'tokenAccount', token_ledger: 'tokenLedger', tool_uses: 'toolUses' },
  read: async (db, userId) => {
    const [tokenAccountRows, tokenLedgerRows, toolUseRows] = await Promise.all([
      db
        .select({ balance: tokenAccounts.balance, updatedAt: tokenAccounts.updatedAt })
        .from(tokenAccounts)
        .where(eq(tokenAccounts.userId, userId))
        .orderBy(asc(tokenAccounts.updatedAt)),
      // The idempotency key is left out: an internal retry key, not something the user entered.
      db
        .select({
          id: tokenLedger.id,
          kind: tokenLedger.kind,
          source: tokenLedger.source,
          delta: tokenLedger.delta,
          balanceAfter: tokenLedger.balanceAfter,
          createdAt: tokenLedger.createdAt,
        })
        .from(tokenLedger)
        .where(eq(tokenLedger.userId, userId))
        .orderBy(asc(tokenLedger.createdAt), asc(tokenLedger.id)),
      db
        .select({
          id: toolUses.id,
          toolId: toolUses.toolId,
          usedOn: toolUses.usedOn,
          tokensCharged: toolUses.tokensCharged,
          ledgerEntryId: toolUses.ledgerEntryId,
          createdAt: toolUses.createdAt,
        })
        .from(toolUses)
        .where(eq(toolUses.userId, userId))
        .orderBy(asc(toolUses.createdAt), asc(toolUses.id)),
    ]);
    return {
      tokenAccount: tokenAccountRows.map((row) => ({ ...row, updatedAt: isoDate(row.updatedAt) })),
      tokenLedger: tokenLedgerRows.map((row) => ({ ...row, createdAt: isoDate(row.createdAt) })),
      toolUses: toolUseRows.map((row) => ({ ...row, createdAt: isoDate(row.createdAt) })),
    };
  },
};
