import { describe, expect, it, vi } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { BusinessSchema } from '#shared/contracts/businesses';
import { InsightsOverviewSchema } from '#shared/contracts/insights';
import { nextTestIp, registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { USER_BUDGETS } from '#server/modules/auth/index';
import * as insightEngine from './insight-engine';

// Issue 34: the insight engine's work (a few ms a group) is counted by a spy (isolated project).
vi.mock('./insight-engine', { spy: true });

const clock = createFakeClock(new Date('2026-03-02T12:00:00.000Z'));
const testApp = setUpTestApp({ clock });
const { costlyRead } = USER_BUDGETS;

const send = (
  user: SignedInUser,
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
  ip = '127.0.0.1',
) =>
  testApp.app.inject({
    ...request,
    remoteAddress: ip,
    headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
  });
const get = (user: SignedInUser, url: string, ip?: string) =>
  send(user, { method: 'GET', url }, ip);

const createBusiness = async (owner: SignedInUser, name: string) => {
  const payload = { name, inputs: EXAMPLE_CALCULATOR_INPUT };
  const response = await send(owner, { method: 'POST', url: '/api/businesses', payload });
  expect(response.statusCode, response.body).toBe(201);
  return BusinessSchema.parse(response.json()).id;
};

const saveRun = async (owner: SignedInUser, businessId: string | null, input: object = {}) => {
  const payload = {
    input: { ...EXAMPLE_CALCULATOR_INPUT, ...input },
    ...(businessId ? { businessId } : {}),
  };
  const response = await send(owner, { method: 'POST', url: '/api/calculations', payload });
  expect(response.statusCode, response.body).toBe(201);
};

const insightRuns = () => vi.mocked(insightEngine.buildInsight).mock.calls.length;

describe('insights are computed once per input (issue 34)', () => {
  it('serves a repeated request from the cache, and computes again only the group that changed', async () => {
    const owner = await registerUser(testApp.app);
    const business = await createBusiness(owner, 'Corner café');
    await saveRun(owner, business);
    await saveRun(owner, business, { experience: 'over_10_years' });
    await saveRun(owner, null);
    vi.mocked(insightEngine.buildInsight).mockClear();

    const first = await get(owner, '/api/insights');
    expect(first.statusCode).toBe(200);
    expect(insightRuns()).toBe(2);
    const again = await get(owner, '/api/insights');
    expect(again.json()).toEqual(first.json());
    expect(insightRuns()).toBe(2);
    // The business's own page and the personalized dashboard read the same insight.
    expect((await get(owner, `/api/insights/businesses/${business}`)).statusCode).toBe(200);
    expect((await get(owner, '/api/dashboards/personalized')).statusCode).toBe(200);
    expect(insightRuns()).toBe(2);

    clock.advance(MINUTE_MS);
    await saveRun(owner, null, { experience: 'none' });
    const changed = InsightsOverviewSchema.parse((await get(owner, '/api/insights')).json());
    expect(insightRuns()).toBe(3);
    expect(changed.groups.find((group) => group.businessId === null)?.runCount).toBe(2);
  });

  it("does not hand one user's insight to another with the same inputs", async () => {
    const [alice, bob] = [await registerUser(testApp.app), await registerUser(testApp.app)];
    await saveRun(alice, null);
    await saveRun(bob, null);
    vi.mocked(insightEngine.buildInsight).mockClear();
    await get(alice, '/api/insights');
    const bobs = InsightsOverviewSchema.parse((await get(bob, '/api/insights')).json());
    expect(insightRuns()).toBe(2);
    expect(bobs.groups[0]?.runCount).toBe(1);
  });
});

describe("one account's costly reads are limited (issue 34)", () => {
  it('answers 429 with Retry-After past the budget, on insights and dashboards alike; another user goes on', async () => {
    const owner = await registerUser(testApp.app);
    await saveRun(owner, null);
    const pages = ['/api/insights', '/api/dashboards/standard', '/api/dashboards/analytics'];
    // Each from a network of its own: only the account's budget is spent.
    for (let sent = 0; sent < costlyRead.user.maxAttempts; sent += 1) {
      const response = await get(owner, pages[sent % pages.length] as string, nextTestIp());
      expect(response.statusCode, response.body).toBe(200);
    }
    vi.mocked(insightEngine.buildInsight).mockClear();
    // The same budget, counted before the business is even looked up.
    const anyBusiness = '00000000-0000-4000-8000-000000000000';
    for (const page of [
      ...pages,
      '/api/dashboards/personalized',
      '/api/dashboards/progress',
      `/api/insights/businesses/${anyBusiness}`,
      `/api/businesses/${anyBusiness}/experiments`,
      `/api/businesses/${anyBusiness}/checkups`,
    ]) {
      const refused = await get(owner, page, nextTestIp());
      expect(refused.statusCode, page).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(errorBodyOf(refused).message).toBe(
        'Too many requests from your account. Please try again in 1 minute.',
      );
    }
    expect(insightRuns()).toBe(0);

    const other = await registerUser(testApp.app);
    expect((await get(other, '/api/insights')).statusCode).toBe(200);
    clock.advance(MINUTE_MS);
    expect((await get(owner, '/api/insights')).statusCode).toBe(200);
  });

  it('answers 429 to a network past its budget, whatever the accounts', async () => {
    const ip = nextTestIp();
    const users = await Promise.all(
      Array.from({ length: costlyRead.network.maxAttempts / costlyRead.user.maxAttempts }, () =>
        registerUser(testApp.app),
      ),
    );
    for (const user of users)
      for (let sent = 0; sent < costlyRead.user.maxAttempts; sent += 1)
        expect((await get(user, '/api/dashboards/progress', ip)).statusCode).toBe(200);
    const newcomer = await registerUser(testApp.app);
    const refused = await get(newcomer, '/api/insights', ip);
    expect(refused.statusCode).toBe(429);
    expect(errorBodyOf(refused).message).toMatch(/^Too many requests from your network\./);
    expect((await get(newcomer, '/api/insights', nextTestIp())).statusCode).toBe(200);
  });
});
