import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { CATALOGUE, findPaidTool, type MembershipTier, type PaidToolId } from '#shared/catalogue';
import { AppError } from '#shared/errors';
import { memberships, toolUses } from '#server/db/schema/index';
import { tokenSpends, tokensRefunded, tokensSpent } from '#server/metrics/process-metrics';
import { applyLedgerChange, lockTokenAccount, type Transaction } from './token-ledger';

/*
 * Paying for one use of a paid tool (issue 16). The figures come only from CATALOGUE.paidTools and
 * the user's tier. Every use, free or charged, is a `tool_uses` row: the day's free allowance counts
 * them, and the caller's idempotency key on it makes a retried request a repeat, never a second
 * charge. The spend's ledger key is the use's own id, so a use that was refunded (and deleted) and
 * then retried is charged afresh rather than treated as already paid.
 */

export type ToolUseRow = typeof toolUses.$inferSelect;

export type ToolSpend = {
  /** free: within the day's allowance; charged: tokens taken; repeated: the key was used before. */
  status: 'free' | 'charged' | 'repeated';
  use: ToolUseRow;
  /** The balance after this use. */
  balance: number;
};

export type ToolSpendRequest = {
  userId: string;
  toolId: PaidToolId;
  /** `<toolId>:<client key>` when the client sent one, else a fresh key per request. */
  idempotencyKey: string;
};

/** The UTC day a use counts against, as the `date` column stores it. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The next UTC midnight: when today's free uses end and tomorrow's begin. */
export const nextUtcMidnight = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

const tierById = (id: string): MembershipTier => {
  const tier = CATALOGUE.tiers.find((candidate) => candidate.id === id);
  if (!tier) throw new Error(`No membership tier ${id} in the catalogue`);
  return tier;
};

/**
 * The user's tier: a membership whose paid period has not ended (cancelled or not: cancelling
 * keeps the tier until the period ends), else free. The checkout module writes the rows.
 */
export const findUserTier = async (
  db: Pick<Transaction, 'select'>,
  userId: string,
  now: Date,
): Promise<MembershipTier> => {
  const [row] = await db
    .select({ tierId: memberships.tierId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.currentPeriodEnd, now)));
  return tierById(row?.tierId ?? 'free');
};

/** Uses of `toolId` a day that cost nothing on `tier`. */
export const dailyFreeUsesOf = (toolId: PaidToolId, tier: MembershipTier) =>
  toolId === 'simulatorRun' ? tier.dailyFreeSimulatorRuns : findPaidTool(toolId).dailyFreeUses;

/** Uses of `toolId` recorded for the user on the UTC day of `now`, free and charged. */
export const countUsesToday = async (
  db: Pick<Transaction, 'select'>,
  userId: string,
  toolId: PaidToolId,
  now: Date,
) => {
  const [row] = await db
    .select({ uses: count() })
    .from(toolUses)
    .where(
      and(
        eq(toolUses.userId, userId),
        eq(toolUses.toolId, toolId),
        eq(toolUses.usedOn, utcDay(now)),
      ),
    );
  return row?.uses ?? 0;
};

const tokensWord = (count: number) => `${count} token${count === 1 ? '' : 's'}`;

/**
 * The 402's message: what the use costs and what the balance is (error-texts.ts has the Turkish).
 * The simulator's also says that today's free runs are spent, since that is why it costs anything.
 */
export const tokensRequiredMessage = (
  toolId: PaidToolId,
  { cost, balance, freeUses }: { cost: number; balance: number; freeUses: number },
) => {
  const price = `costs ${tokensWord(cost)} and your balance is ${tokensWord(balance)}.`;
  if (toolId === 'simulatorRun')
    return `Your ${freeUses} free simulator runs for today are used up. Another run ${price}`;
  if (toolId === 'comprehensiveAnalysis') return `A comprehensive analysis ${price}`;
  return `A language-model narrative ${price}`;
};

/**
 * Records one use of a paid tool inside the caller's transaction, free while the day's allowance
 * lasts, else charged through the ledger. Throws TOKENS_REQUIRED (402) when the balance is short,
 * which rolls back the caller's work with it. The account row stays locked until the caller's
 * transaction ends, so concurrent uses of one user are counted and charged one after another.
 */
export const spendOnTool = async (
  transaction: Transaction,
  request: ToolSpendRequest,
  now: Date,
): Promise<ToolSpend> => {
  const { userId, toolId, idempotencyKey } = request;
  const tool = findPaidTool(toolId);
  const balance = await lockTokenAccount(transaction, userId, now);
  const [earlier] = await transaction
    .select()
    .from(toolUses)
    .where(and(eq(toolUses.userId, userId), eq(toolUses.idempotencyKey, idempotencyKey)));
  if (earlier) {
    tokenSpends.inc({ tool: toolId, outcome: 'repeated' });
    return { status: 'repeated', use: earlier, balance };
  }

  const freeUses = dailyFreeUsesOf(toolId, await findUserTier(transaction, userId, now));
  const usedToday = await countUsesToday(transaction, userId, toolId, now);
  const id = randomUUID();
  const record = async (tokensCharged: number, ledgerEntryId: string | null) => {
    const [use] = await transaction
      .insert(toolUses)
      .values({
        id,
        userId,
        toolId,
        usedOn: utcDay(now),
        tokensCharged,
        ledgerEntryId,
        idempotencyKey,
        createdAt: now,
      })
      .returning();
    if (!use) throw new Error('Tool use insert returned no row');
    return use;
  };
  if (usedToday < freeUses) {
    const use = await record(0, null);
    tokenSpends.inc({ tool: toolId, outcome: 'free' });
    return { status: 'free', use, balance };
  }

  const outcome = await applyLedgerChange(
    transaction,
    {
      userId,
      delta: -tool.tokenCost,
      kind: 'spend',
      source: toolId,
      idempotencyKey: `spend:${id}`,
    },
    now,
  );
  if (outcome.status === 'insufficient')
    throw new AppError('TOKENS_REQUIRED', {
      message: tokensRequiredMessage(toolId, { cost: tool.tokenCost, balance, freeUses }),
    });
  const use = await record(tool.tokenCost, outcome.entry.id);
  // Counted once the use is written in the caller's transaction (metrics only).
  tokenSpends.inc({ tool: toolId, outcome: 'charged' });
  tokensSpent.inc({ tool: toolId }, tool.tokenCost);
  return { status: 'charged', use, balance: outcome.entry.balanceAfter };
};

/**
 * Undoes a use whose work failed after it was paid for (a tool whose result is not saved in the
 * spend's transaction): the tokens come back as a `refund` entry, and the use row goes, so it
 * counts neither against the day's free uses nor as an answered key (a retry runs and pays anew).
 * The ledger keeps both entries: it is append-only, and the history shows what happened.
 */
export const refundToolUse = async (
  transaction: Transaction,
  use: Pick<ToolUseRow, 'id' | 'userId' | 'toolId' | 'tokensCharged'>,
  now: Date,
) => {
  if (use.tokensCharged > 0) {
    await applyLedgerChange(
      transaction,
      {
        userId: use.userId,
        delta: use.tokensCharged,
        kind: 'refund',
        source: use.toolId,
        idempotencyKey: `refund:${use.id}`,
      },
      now,
    );
    tokensRefunded.inc({ tool: use.toolId }, use.tokensCharged);
  } else await lockTokenAccount(transaction, use.userId, now);
  await transaction
    .delete(toolUses)
    .where(and(eq(toolUses.id, use.id), eq(toolUses.userId, use.userId)));
};
