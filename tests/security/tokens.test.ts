import { describe, expect, it } from 'vitest';
import { CATALOGUE, findPaidTool } from '#shared/catalogue';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { TokenSummarySchema } from '#shared/contracts/tokens';
import { addressPool, createClient, type SignedInClient, signUp } from './support/clients';
import { ALL_ENDPOINTS, endpointKey } from './support/contracts';
import { expectRefusal } from './support/http';

// Cases 29 and 59 of ../shared/docs/security.md: nobody reads or sets another user's tokens, and
// parallel spends of one balance succeed exactly as often as the balance pays for.
const nextAddress = addressPool(59);
const ANALYSIS_COST = findPaidTool('comprehensiveAnalysis').tokenCost;

const summaryOf = async (client: SignedInClient, query = '') => {
  const response = await client.send(`/api/tokens${query}`);
  expect(response.status, response.text).toBe(200);
  return TokenSummarySchema.parse(response.json());
};

const createBusiness = async (owner: SignedInClient) => {
  const response = await owner.send('/api/businesses', {
    json: { name: 'Corner shop', inputs: EXAMPLE_CALCULATOR_INPUT },
  });
  expect(response.status, response.text).toBe(201);
  return (response.json() as { id: string }).id;
};

/** The balance equals the sum of the listed entries (all of them: a new account has few). */
const expectBalanceIsLedgerSum = (summary: ReturnType<typeof TokenSummarySchema.parse>) => {
  expect(summary.hasMoreEntries).toBe(false);
  expect(summary.entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(summary.balance);
  expect(summary.entries[0]?.balanceAfter ?? 0).toBe(summary.balance);
};

describe('case 29: nobody reads or sets another user’s tokens', () => {
  it('has no endpoint that sets a balance or takes a user id, and the original routes do not exist', async () => {
    // The ledger changes only through the server's own rules (spends, checkout, allowances).
    const tokenRoutes = ALL_ENDPOINTS.filter((endpoint) =>
      endpoint.path.split('/').includes('tokens'),
    );
    expect(tokenRoutes.map(endpointKey)).toContain('GET /api/tokens');
    for (const endpoint of tokenRoutes) expect(endpointKey(endpoint)).toMatch(/^GET /);
    for (const endpoint of ALL_ENDPOINTS) expect(endpoint.path).not.toMatch(/:userId\b/);

    const alice = await signUp(nextAddress());
    const bob = await signUp(nextAddress());
    const visitor = createClient(nextAddress());
    for (const client of [alice, visitor]) {
      expectRefusal(await client.send(`/api/users/${bob.userId}/token-purchases`), 404);
      expectRefusal(
        await client.send(`/api/users/${bob.userId}/tokens`, {
          method: 'PATCH',
          json: { tokens: 1_000_000 },
        }),
        404,
      );
    }
    expect((await summaryOf(bob)).balance).toBe(CATALOGUE.signUpTokens);
  });

  it('answers only the caller’s balance and ledger: B’s id in the query changes nothing', async () => {
    const alice = await signUp(nextAddress());
    const bob = await signUp(nextAddress());
    const analysed = await bob.send('/api/analysis-reports', {
      json: { businessId: await createBusiness(bob) },
    });
    expect(analysed.status, analysed.text).toBe(201);
    const bobs = await summaryOf(bob);
    expect(bobs.balance).toBe(CATALOGUE.signUpTokens - ANALYSIS_COST);

    const alices = await summaryOf(alice, `?userId=${bob.userId}`);
    expect(alices.balance).toBe(CATALOGUE.signUpTokens);
    const bobEntryIds = new Set(bobs.entries.map((entry) => entry.id));
    expect(alices.entries.some((entry) => bobEntryIds.has(entry.id))).toBe(false);

    // Paging from B's entry: as if it did not exist; a user id in the query is refused.
    expectRefusal(
      await alice.send(`/api/tokens/entries?before=${bobs.entries[0]?.id}`),
      404,
      'NOT_FOUND',
    );
    expectRefusal(
      await alice.send(`/api/tokens/entries?userId=${bob.userId}`),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await createClient(nextAddress()).send('/api/tokens'), 401, 'UNAUTHENTICATED');
  });

  it('refuses a balance or price sent with a paid request: the server’s catalogue decides', async () => {
    const alice = await signUp(nextAddress());
    const businessId = await createBusiness(alice);
    const response = await alice.send('/api/analysis-reports', {
      json: { businessId, tokenCost: 0, balance: 1_000 },
    });
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect((await summaryOf(alice)).balance).toBe(CATALOGUE.signUpTokens);
  });
});

describe('case 59: token double-spend race', () => {
  it('lets exactly one of 20 parallel paid analyses through a balance that pays for one', async () => {
    const alice = await signUp(nextAddress());
    const businessId = await createBusiness(alice);
    // 10 sign-up tokens pay for two analyses: the first leaves exactly the price of one more.
    const first = await alice.send('/api/analysis-reports', { json: { businessId } });
    expect(first.status, first.text).toBe(201);
    expect((await summaryOf(alice)).balance).toBe(ANALYSIS_COST);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        alice.send('/api/analysis-reports', { json: { businessId } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(19);
    for (const response of responses.filter((candidate) => candidate.status === 402))
      expectRefusal(response, 402, 'TOKENS_REQUIRED');

    const summary = await summaryOf(alice);
    expect(summary.balance).toBe(0);
    expectBalanceIsLedgerSum(summary);
    const list = await alice.send('/api/analysis-reports');
    expect((list.json() as { items: unknown[] }).items).toHaveLength(2);
  });

  it('charges 20 parallel requests with one Idempotency-Key once, all answering one report', async () => {
    const alice = await signUp(nextAddress());
    const businessId = await createBusiness(alice);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        alice.send('/api/analysis-reports', {
          json: { businessId },
          headers: { 'idempotency-key': 'one-click' },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(
      Array.from({ length: 20 }, () => 201),
    );
    const ids = new Set(responses.map((response) => (response.json() as { id: string }).id));
    expect(ids.size).toBe(1);
    const summary = await summaryOf(alice);
    expect(summary.balance).toBe(CATALOGUE.signUpTokens - ANALYSIS_COST);
    expectBalanceIsLedgerSum(summary);
  });
});
