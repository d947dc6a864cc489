import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue';
import { TokenSummarySchema } from '#shared/contracts/tokens';
import { AppError } from '#shared/errors';
import { toolUses } from '#server/db/schema/index';
import { utcDay } from '#server/modules/tokens/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { callApi, createTestApp, type TestApp } from '#tests/fixtures/test-app';
import { expectLedgerInvariant } from '#tests/fixtures/tokens';

// A pool that is always busy: every paid run fails after it was paid for, so it must be refunded.
let testApp: TestApp;
let user: SignedInUser;
const busy = () => Promise.reject(new AppError('SERVICE_UNAVAILABLE'));
// Every reading of the clock is a millisecond later, so a spend and its refund never share a time.
let now = new Date('2026-03-02T12:00:00.000Z').getTime();
const tickingClock = () => new Date(now++);

beforeAll(async () => {
  testApp = await createTestApp({
    clock: tickingClock,
    // Admits every task, then fails it: the refund path (a full pool refuses before charging).
    simulationPool: {
      simulate: busy,
      seekGoal: busy,
      assertAdmits: () => undefined,
      assertHasRoom: () => undefined,
      stats: () => ({ threads: 1, tasks: 0, work: 0, workLimit: 1, refused: 0 }),
      close: async () => {},
    },
  });
  user = await registerUser(testApp.app);
});
afterAll(() => testApp.close());

const FREE_RUNS = CATALOGUE.tiers.find((tier) => tier.id === 'free')?.dailyFreeSimulatorRuns ?? 0;

describe('a paid simulator run that fails', () => {
  it('costs neither a free run nor a token: each use is refunded', async () => {
    const run = () =>
      callApi(testApp.app, {
        method: 'POST',
        url: '/api/simulate',
        cookie: user.cookie,
        payload: { input: SAMPLE_BUSINESS_INPUT, paths: 200 },
      });
    // Today's free runs, used up by runs that succeeded earlier.
    await testApp.database.db.insert(toolUses).values(
      Array.from({ length: FREE_RUNS }, (_, index) => ({
        userId: user.user.id,
        toolId: 'simulatorRun',
        usedOn: utcDay(tickingClock()),
        tokensCharged: 0,
        idempotencyKey: `earlier:${index}`,
        createdAt: tickingClock(),
      })),
    );
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await run()).statusCode).toBe(503);
    const summary = TokenSummarySchema.parse(
      (
        await callApi(testApp.app, { method: 'GET', url: '/api/tokens', cookie: user.cookie })
      ).json(),
    );
    expect(summary.balance).toBe(CATALOGUE.signUpTokens);
    expect(summary.entries.map((entry) => entry.kind)).toEqual([
      'refund',
      'spend',
      'refund',
      'spend',
      'refund',
      'spend',
      'signUp',
    ]);
    const uses = await testApp.database.db
      .select()
      .from(toolUses)
      .where(eq(toolUses.userId, user.user.id));
    expect(uses).toHaveLength(FREE_RUNS);
    await expectLedgerInvariant(testApp.database.db);
  });
});
