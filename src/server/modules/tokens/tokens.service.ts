import { CATALOGUE } from '#shared/catalogue';
import {
  type LedgerEntry,
  LedgerEntryKindSchema,
  TOKEN_HISTORY_PAGE_SIZE,
  TOKEN_SUMMARY_ENTRIES,
  type TokenEntriesPage,
  type TokenSummary,
} from '#shared/contracts/tokens';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/http/clock';
import { lockTokenAccount } from './token-ledger';
import { findLedgerRows, type LedgerRow } from './tokens.repository';
import { countUsesToday, dailyFreeUsesOf, findUserTier, nextUtcMidnight } from './tool-spending';

type Context = { db: Database; clock: Clock; userId: string };

const toEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  kind: LedgerEntryKindSchema.parse(row.kind),
  source: row.source,
  delta: row.delta,
  balanceAfter: row.balanceAfter,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Balance, tier and today's free uses, read in one transaction with the account locked so the
 * figures agree with each other (and a first read opens the account with its sign-up credit).
 */
export const getTokenSummary = async ({ db, clock, userId }: Context): Promise<TokenSummary> => {
  const now = clock();
  const { balance, tier, tools } = await db.transaction(async (transaction) => {
    const balance = await lockTokenAccount(transaction, userId, now);
    const tier = await findUserTier(transaction, userId, now);
    const tools = await Promise.all(
      CATALOGUE.paidTools.map(async (tool) => {
        const dailyFreeUses = dailyFreeUsesOf(tool.id, tier);
        const used = await countUsesToday(transaction, userId, tool.id, now);
        return {
          toolId: tool.id,
          tokenCost: tool.tokenCost,
          dailyFreeUses,
          freeUsesLeftToday: Math.max(0, dailyFreeUses - used),
          isAvailable: tool.isAvailable,
        };
      }),
    );
    return { balance, tier, tools };
  });
  // One more than shown tells whether older entries exist without counting them all.
  const rows = (await findLedgerRows(db, userId, { limit: TOKEN_SUMMARY_ENTRIES + 1 })) ?? [];
  return {
    balance,
    tierId: tier.id,
    freeUsesResetAt: nextUtcMidnight(now).toISOString(),
    tools,
    entries: rows.slice(0, TOKEN_SUMMARY_ENTRIES).map(toEntry),
    hasMoreEntries: rows.length > TOKEN_SUMMARY_ENTRIES,
  };
};

export const findTokenEntries = async (
  context: Context & { before: string | undefined },
): Promise<TokenEntriesPage> => {
  const rows = await findLedgerRows(context.db, context.userId, {
    limit: TOKEN_HISTORY_PAGE_SIZE + 1,
    beforeId: context.before,
  });
  // Same answer for "not yours" and "does not exist": no existence oracle.
  if (!rows) throw new AppError('NOT_FOUND', { message: 'Token entry not found' });
  const page = rows.slice(0, TOKEN_HISTORY_PAGE_SIZE);
  return {
    entries: page.map(toEntry),
    nextBefore: rows.length > TOKEN_HISTORY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
};
