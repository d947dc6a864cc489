import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE, findPaidTool } from '#shared/catalogue';
import { ReportSchema } from '#shared/contracts/reports';
import { BusinessSchema } from '#shared/contracts/businesses';
import { TokenEntriesPageSchema, TokenSummarySchema } from '#shared/contracts/tokens';
import { reports } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { expectLedgerInvariant, setBalanceTo } from '#tests/fixtures/tokens';
import { createBusinessAs } from '#tests/fixtures/businesses';

const clock = createFakeClock(new Date('2026-03-02T12:00:00.000Z'));
const testApp = setUpTestApp({ clock });
const db = () => testApp.database.db;

const ANALYSIS_COST = findPaidTool('comprehensiveAnalysis').tokenCost;
const FREE_RUNS = CATALOGUE.tiers.find((tier) => tier.id === 'free')?.dailyFreeSimulatorRuns ?? 0;

const getTokens = async (owner: SignedInUser) => {
  const response = await callApi(testApp.app, {
    method: 'GET',
    url: '/api/tokens',
    cookie: owner.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return TokenSummarySchema.parse(response.json());
};

const createBusiness = (owner: SignedInUser) => createBusinessAs(testApp.app, owner);

/** POST /api/analysis-reports, with an Idempotency-Key header when one is given. */
const analyse = (owner: SignedInUser, businessId: string, idempotencyKey?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/analysis-reports',
    headers: {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      cookie: owner.cookie,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: JSON.stringify({ businessId }),
  });

const simulate = (owner?: SignedInUser) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/simulate',
    headers: {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...(owner ? { cookie: owner.cookie } : {}),
    },
    payload: JSON.stringify({ input: SAMPLE_BUSINESS_INPUT, paths: 200, presets: ['base'] }),
  });

const reportsOf = (userId: string) => db().select().from(reports).where(eq(reports.userId, userId));

afterEach(async () => {
  await expectLedgerInvariant(db());
});

describe('GET /api/tokens', () => {
  it('refuses anonymous callers with 401', async () => {
    for (const url of ['/api/tokens', '/api/tokens/entries']) {
      const response = await callApi(testApp.app, { method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it("shows a new user's sign-up tokens, free tier, today's free uses and the one entry", async () => {
    const owner = await registerUser(testApp.app);
    const summary = await getTokens(owner);
    expect(summary).toMatchObject({
      balance: CATALOGUE.signUpTokens,
      tierId: 'free',
      freeUsesResetAt: '2026-03-03T00:00:00.000Z',
      hasMoreEntries: false,
    });
    expect(summary.entries).toEqual([
      expect.objectContaining({
        kind: 'signUp',
        delta: CATALOGUE.signUpTokens,
        balanceAfter: CATALOGUE.signUpTokens,
      }),
    ]);
    expect(summary.tools).toContainEqual({
      toolId: 'simulatorRun',
      tokenCost: 1,
      dailyFreeUses: FREE_RUNS,
      freeUsesLeftToday: FREE_RUNS,
      isAvailable: true,
    });
    expect(summary.tools).toContainEqual(
      expect.objectContaining({ toolId: 'comprehensiveAnalysis', freeUsesLeftToday: 0 }),
    );
  });
});

describe('comprehensive analyses cost tokens', () => {
  it('charges 5 tokens per report and lists the spend newest first', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    const response = await analyse(owner, business.id);
    expect(response.statusCode, response.body).toBe(201);
    const summary = await getTokens(owner);
    expect(summary.balance).toBe(CATALOGUE.signUpTokens - ANALYSIS_COST);
    expect(summary.entries.map((entry) => [entry.kind, entry.delta, entry.balanceAfter])).toEqual([
      ['spend', -ANALYSIS_COST, CATALOGUE.signUpTokens - ANALYSIS_COST],
      ['signUp', CATALOGUE.signUpTokens, CATALOGUE.signUpTokens],
    ]);
    expect(summary.entries[0]?.source).toBe('comprehensiveAnalysis');
  });

  it('lets exactly one of 20 parallel requests through with a balance of 5: one report, balance 0', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    await setBalanceTo(db(), clock, owner.user.id, ANALYSIS_COST);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => analyse(owner, business.id)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(19);
    const refused = responses.find((response) => response.statusCode === 402);
    if (!refused) throw new Error('no request was refused');
    expect(errorBodyOf(refused)).toMatchObject({
      code: 'TOKENS_REQUIRED',
      message: `A comprehensive analysis costs ${ANALYSIS_COST} tokens and your balance is 0 tokens.`,
    });
    expect(await reportsOf(owner.user.id)).toHaveLength(1);
    expect((await getTokens(owner)).balance).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the same report, charged once', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    const first = await analyse(owner, business.id, 'analysis-click-1');
    const retry = await analyse(owner, business.id, 'analysis-click-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(ReportSchema.parse(retry.json()).id).toBe(ReportSchema.parse(first.json()).id);
    expect(await reportsOf(owner.user.id)).toHaveLength(1);
    expect((await getTokens(owner)).balance).toBe(CATALOGUE.signUpTokens - ANALYSIS_COST);
    // A new key is a new request: charged again.
    expect((await analyse(owner, business.id, 'analysis-click-2')).statusCode).toBe(201);
    expect((await getTokens(owner)).balance).toBe(CATALOGUE.signUpTokens - 2 * ANALYSIS_COST);
  });

  it('refuses a malformed Idempotency-Key with 400, charging nothing', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner);
    const response = await analyse(owner, business.id, 'x'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors).toHaveProperty('Idempotency-Key');
    expect((await getTokens(owner)).balance).toBe(CATALOGUE.signUpTokens);
  });

  it('charges nothing for a business that is not the caller’s (404) or has no inputs (422)', async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    const theirs = await createBusiness(stranger);
    expect((await analyse(owner, theirs.id)).statusCode).toBe(404);
    const empty = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/businesses',
      cookie: owner.cookie,
      payload: { name: 'Idea only' },
    });
    expect(empty.statusCode, empty.body).toBe(201);
    expect((await analyse(owner, BusinessSchema.parse(empty.json()).id)).statusCode).toBe(422);
    expect((await getTokens(owner)).balance).toBe(CATALOGUE.signUpTokens);
  });
});

describe('signed-in simulator runs', () => {
  it("are free for the day's allowance, then cost 1 token each, then answer 402 in plain words", async () => {
    const owner = await registerUser(testApp.app);
    await setBalanceTo(db(), clock, owner.user.id, 1);
    for (let run = 0; run < FREE_RUNS; run += 1)
      expect((await simulate(owner)).statusCode).toBe(200);
    expect((await getTokens(owner)).tools).toContainEqual(
      expect.objectContaining({ toolId: 'simulatorRun', freeUsesLeftToday: 0 }),
    );
    expect((await simulate(owner)).statusCode).toBe(200);
    const refused = await simulate(owner);
    expect(refused.statusCode).toBe(402);
    expect(errorBodyOf(refused).message).toBe(
      `Your ${FREE_RUNS} free simulator runs for today are used up. Another run costs 1 token and your balance is 0 tokens.`,
    );
    expect((await getTokens(owner)).balance).toBe(0);
    // Visitors keep running without tokens (they are rate-limited instead).
    expect((await simulate()).statusCode).toBe(200);
  });

  it('gives a Turkish reader the 402 message in Turkish', async () => {
    const owner = await registerUser(testApp.app);
    await setBalanceTo(db(), clock, owner.user.id, 0);
    for (let run = 0; run < FREE_RUNS; run += 1)
      expect((await simulate(owner)).statusCode).toBe(200);
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/simulate',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'accept-language': 'tr',
        cookie: owner.cookie,
      },
      payload: JSON.stringify({ input: SAMPLE_BUSINESS_INPUT, paths: 200, presets: ['base'] }),
    });
    expect(refused.statusCode).toBe(402);
    expect(errorBodyOf(refused).message).toBe(
      `Bugünkü ${FREE_RUNS} ücretsiz simülatör çalıştırmanız bitti. Bir çalıştırma daha 1 jeton tutuyor; bakiyeniz 0 jeton.`,
    );
  });
});

describe('GET /api/tokens/entries', () => {
  it("pages the history newest first and answers another user's entry id with 404", async () => {
    const owner = await registerUser(testApp.app);
    const stranger = await registerUser(testApp.app);
    for (let index = 0; index < 55; index += 1) {
      clock.advance(1_000);
      await setBalanceTo(db(), clock, owner.user.id, index % 2 === 0 ? 9 : 10);
    }
    const summary = await getTokens(owner);
    expect(summary.entries).toHaveLength(50);
    expect(summary.hasMoreEntries).toBe(true);
    const all = [];
    let before: string | null | undefined;
    do {
      const response = await callApi(testApp.app, {
        method: 'GET',
        url: `/api/tokens/entries${before ? `?before=${before}` : ''}`,
        cookie: owner.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = TokenEntriesPageSchema.parse(response.json());
      all.push(...page.entries);
      before = page.nextBefore;
    } while (before);
    expect(all).toHaveLength(56);
    expect(all.at(-1)?.kind).toBe('signUp');
    expect(new Set(all.map((entry) => entry.id)).size).toBe(56);
    expect(all.slice(0, 50)).toEqual(summary.entries);
    const foreign = await callApi(testApp.app, {
      method: 'GET',
      url: `/api/tokens/entries?before=${all[0]?.id}`,
      cookie: stranger.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorBodyOf(foreign).code).toBe('NOT_FOUND');
  });
});
