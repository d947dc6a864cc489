import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE, findPaidTool } from '#shared/catalogue';
import { AppError } from '#shared/errors';
import { memberships, tokenLedger, toolUses } from '#server/db/schema/index';
import { registerUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, HOUR_MS } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { expectLedgerInvariant, setBalanceTo } from '#tests/fixtures/tokens';
import { readTokenBalance } from './token-ledger';
import { refundToolUse, spendOnTool, type ToolSpendRequest } from './tool-spending';

// 23:00 UTC: an hour before the day's free uses start again.
const clock = createFakeClock(new Date('2026-03-02T23:00:00.000Z'));
const testApp = setUpTestApp({ clock });
const db = () => testApp.database.db;
const newUserId = async () => (await registerUser(testApp.app)).user.id;

const FREE_RUNS = CATALOGUE.tiers.find((tier) => tier.id === 'free')?.dailyFreeSimulatorRuns ?? 0;
const PLUS_RUNS = CATALOGUE.tiers.find((tier) => tier.id === 'plus')?.dailyFreeSimulatorRuns ?? 0;
const ANALYSIS_COST = findPaidTool('comprehensiveAnalysis').tokenCost;

let keys = 0;
const spend = (userId: string, toolId: ToolSpendRequest['toolId'], idempotencyKey?: string) =>
  db().transaction((transaction) =>
    spendOnTool(
      transaction,
      { userId, toolId, idempotencyKey: idempotencyKey ?? `key:${++keys}` },
      clock(),
    ),
  );

const usesOf = (userId: string) => db().select().from(toolUses).where(eq(toolUses.userId, userId));
const entriesOf = (userId: string) =>
  db().select().from(tokenLedger).where(eq(tokenLedger.userId, userId));

const useFreeRuns = async (userId: string, count: number) => {
  for (let index = 0; index < count; index += 1)
    expect((await spend(userId, 'simulatorRun')).status).toBe('free');
};

afterEach(async () => {
  await expectLedgerInvariant(db());
  clock.set(new Date('2026-03-02T23:00:00.000Z'));
});

describe('spendOnTool', () => {
  it('charges the catalogue price for a tool without free uses and records the use', async () => {
    const userId = await newUserId();
    const outcome = await spend(userId, 'comprehensiveAnalysis');
    expect(outcome.status).toBe('charged');
    expect(outcome.balance).toBe(CATALOGUE.signUpTokens - ANALYSIS_COST);
    const [use] = await usesOf(userId);
    const spendEntry = (await entriesOf(userId)).find((entry) => entry.kind === 'spend');
    expect(use).toMatchObject({ toolId: 'comprehensiveAnalysis', tokensCharged: ANALYSIS_COST });
    expect(use?.ledgerEntryId).toBe(spendEntry?.id);
    expect(spendEntry).toMatchObject({ delta: -ANALYSIS_COST, source: 'comprehensiveAnalysis' });
  });

  it('lets exactly one of 20 parallel spends succeed against a balance of 1', async () => {
    const userId = await newUserId();
    await useFreeRuns(userId, FREE_RUNS);
    await setBalanceTo(db(), clock, userId, 1);
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, () => spend(userId, 'simulatorRun')),
    );
    const charged = settled.filter(
      (result) => result.status === 'fulfilled' && result.value.status === 'charged',
    );
    const refused = settled.filter(
      (result) =>
        result.status === 'rejected' &&
        result.reason instanceof AppError &&
        result.reason.code === 'TOKENS_REQUIRED',
    );
    expect(charged).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(await readTokenBalance(db(), userId, clock)).toBe(0);
    expect(await usesOf(userId)).toHaveLength(FREE_RUNS + 1);
  });

  it('says what the use costs and what the balance is when it refuses, and records nothing', async () => {
    const userId = await newUserId();
    await setBalanceTo(db(), clock, userId, ANALYSIS_COST - 1);
    const entriesBefore = await entriesOf(userId);
    const refusal = spend(userId, 'comprehensiveAnalysis');
    await expect(refusal).rejects.toMatchObject({
      code: 'TOKENS_REQUIRED',
      status: 402,
      message: `A comprehensive analysis costs ${ANALYSIS_COST} tokens and your balance is ${ANALYSIS_COST - 1} tokens.`,
    });
    expect(await usesOf(userId)).toHaveLength(0);
    expect(await entriesOf(userId)).toEqual(entriesBefore);
  });

  it('gives the free tier its daily free simulator runs per UTC day, then charges one token each', async () => {
    const userId = await newUserId();
    await useFreeRuns(userId, FREE_RUNS);
    const charged = await spend(userId, 'simulatorRun');
    expect(charged).toMatchObject({ status: 'charged', balance: CATALOGUE.signUpTokens - 1 });
    // 23:59:59.999 is still the same UTC day; one millisecond later the free runs are back.
    clock.advance(HOUR_MS - 1);
    await expect(spend(userId, 'simulatorRun')).resolves.toMatchObject({ status: 'charged' });
    clock.advance(1);
    await useFreeRuns(userId, FREE_RUNS);
    await expect(spend(userId, 'simulatorRun')).resolves.toMatchObject({ status: 'charged' });
    const days = new Set((await usesOf(userId)).map((use) => use.usedOn));
    expect(days).toEqual(new Set(['2026-03-02', '2026-03-03']));
  });

  it("gives a member their tier's free runs while the paid period lasts, and the free tier's after", async () => {
    const userId = await newUserId();
    const now = clock();
    await db()
      .insert(memberships)
      .values({
        userId,
        tierId: 'plus',
        provider: 'demo',
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 2 * HOUR_MS),
        createdAt: now,
        updatedAt: now,
      });
    await useFreeRuns(userId, PLUS_RUNS);
    await expect(spend(userId, 'simulatorRun')).resolves.toMatchObject({ status: 'charged' });
    // The next day the period has ended: back to the free tier's allowance.
    clock.advance(2 * HOUR_MS);
    await useFreeRuns(userId, FREE_RUNS);
    await expect(spend(userId, 'simulatorRun')).resolves.toMatchObject({ status: 'charged' });
  });

  it('answers a repeated key as a repeat without a second use or charge, even in parallel', async () => {
    const userId = await newUserId();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => spend(userId, 'comprehensiveAnalysis', 'same-key')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'charged')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'repeated')).toHaveLength(4);
    expect(new Set(outcomes.map((outcome) => outcome.use.id)).size).toBe(1);
    expect(await usesOf(userId)).toHaveLength(1);
    expect(await readTokenBalance(db(), userId, clock)).toBe(
      CATALOGUE.signUpTokens - ANALYSIS_COST,
    );
  });

  it("rolls the spend back with the caller's transaction when the paid work fails", async () => {
    const userId = await newUserId();
    await readTokenBalance(db(), userId, clock);
    await expect(
      db().transaction(async (transaction) => {
        await spendOnTool(
          transaction,
          { userId, toolId: 'comprehensiveAnalysis', idempotencyKey: 'fails' },
          clock(),
        );
        throw new Error('the report could not be saved');
      }),
    ).rejects.toThrow('the report could not be saved');
    expect(await readTokenBalance(db(), userId, clock)).toBe(CATALOGUE.signUpTokens);
    expect(await usesOf(userId)).toHaveLength(0);
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it('refunds a failed paid use, frees its key and keeps both entries in the ledger', async () => {
    const userId = await newUserId();
    await useFreeRuns(userId, FREE_RUNS);
    const charged = await spend(userId, 'simulatorRun', 'retry-me');
    await db().transaction((transaction) => refundToolUse(transaction, charged.use, clock()));
    expect(await readTokenBalance(db(), userId, clock)).toBe(CATALOGUE.signUpTokens);
    expect((await entriesOf(userId)).map((entry) => entry.kind).sort()).toEqual([
      'refund',
      'signUp',
      'spend',
    ]);
    expect(await usesOf(userId)).toHaveLength(FREE_RUNS);
    // The failed attempt is no answer: the retry with the same key runs and pays again.
    const retried = await spend(userId, 'simulatorRun', 'retry-me');
    expect(retried.status).toBe('charged');
    expect(retried.use.id).not.toBe(charged.use.id);
    // A refunded free use gives the free run back (with the retry refunded too, 9 uses are left).
    await db().transaction((transaction) => refundToolUse(transaction, retried.use, clock()));
    const free = (await usesOf(userId)).find((use) => use.tokensCharged === 0);
    if (!free) throw new Error('no free use');
    await db().transaction((transaction) => refundToolUse(transaction, free, clock()));
    await expect(spend(userId, 'simulatorRun')).resolves.toMatchObject({ status: 'free' });
  });
});
