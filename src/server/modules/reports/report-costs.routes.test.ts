import { describe, expect, it, vi } from 'vitest';
import * as engine from '#engine/index';
import * as reportBuilder from '#shared/reports/build-report';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { BusinessSchema } from '#shared/contracts/businesses';
import { nextTestIp, registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { USER_BUDGETS } from '#server/modules/auth/index';

// Issue 34: a refused request must cost no engine work. The spies count it (isolated project).
vi.mock('#engine/index', { spy: true });
vi.mock('#shared/reports/build-report', { spy: true });

const clock = createFakeClock(new Date('2026-03-02T12:00:00.000Z'));
const testApp = setUpTestApp({ clock });
const { analysisWrite } = USER_BUDGETS;

const inject = (
  user: SignedInUser,
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
  options: { ip?: string; language?: string } = {},
) =>
  testApp.app.inject({
    ...request,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      cookie: user.cookie,
      'sec-fetch-site': 'same-origin',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });

const createBusiness = async (owner: SignedInUser) => {
  const response = await inject(
    owner,
    {
      method: 'POST',
      url: '/api/businesses',
      payload: { name: 'Corner café', inputs: EXAMPLE_CALCULATOR_INPUT },
    },
    { ip: nextTestIp() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return BusinessSchema.parse(response.json()).id;
};

const analyse = (owner: SignedInUser, businessId: string, options: { ip?: string } = {}) =>
  inject(owner, { method: 'POST', url: '/api/analysis-reports', payload: { businessId } }, options);

/** A user whose sign-up tokens went on two analyses: the next one costs more than the balance. */
const userWithEmptyBalance = async (ip: string) => {
  const owner = await registerUser(testApp.app);
  const businessId = await createBusiness(owner);
  for (let paid = 0; paid < 2; paid += 1)
    expect((await analyse(owner, businessId, { ip })).statusCode).toBe(201);
  return { owner, businessId };
};

const engineCalls = () =>
  vi.mocked(engine.predict).mock.calls.length +
  vi.mocked(reportBuilder.buildReport).mock.calls.length;

describe('a comprehensive analysis checks before it works (issue 34)', () => {
  it('answers 402 to an empty balance without running the engine', async () => {
    const ip = nextTestIp();
    const { owner, businessId } = await userWithEmptyBalance(ip);
    vi.mocked(engine.predict).mockClear();
    vi.mocked(reportBuilder.buildReport).mockClear();

    const refused = await analyse(owner, businessId, { ip });
    expect(refused.statusCode).toBe(402);
    expect(errorBodyOf(refused).code).toBe('TOKENS_REQUIRED');
    expect(engineCalls()).toBe(0);
  });

  it("limits one account's analyses a minute with 429 and Retry-After, in both languages; others go on", async () => {
    const ip = nextTestIp();
    const { owner, businessId } = await userWithEmptyBalance(ip);
    // Each from a network of its own: only the account's budget is spent.
    for (let sent = 2; sent < analysisWrite.user.maxAttempts; sent += 1)
      expect((await analyse(owner, businessId, { ip: nextTestIp() })).statusCode).toBe(402);

    vi.mocked(engine.predict).mockClear();
    vi.mocked(reportBuilder.buildReport).mockClear();
    const refused = await analyse(owner, businessId, { ip: nextTestIp() });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(errorBodyOf(refused)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many analyses were requested from your account. Please try again in 1 minute.',
      retryAfterSeconds: 60,
    });
    const turkish = await inject(
      owner,
      { method: 'POST', url: '/api/analysis-reports', payload: { businessId } },
      { ip: nextTestIp(), language: 'tr' },
    );
    expect(errorBodyOf(turkish).message).toBe(
      'Hesabınızdan çok fazla analiz istendi. Lütfen 1 dakika sonra tekrar deneyin.',
    );
    expect(engineCalls()).toBe(0);
    // A check-up is a saved analysis too: the same budget.
    const checkup = await inject(
      owner,
      {
        method: 'POST',
        url: `/api/businesses/${businessId}/checkups`,
        payload: { monthsOperating: 6, monthlyRevenue: 1, monthlyCosts: 1, customers: 1, cash: 1 },
      },
      { ip: nextTestIp() },
    );
    expect(checkup.statusCode).toBe(429);

    // Someone else on the same network still gets their analysis.
    const other = await registerUser(testApp.app);
    expect((await analyse(other, await createBusiness(other), { ip })).statusCode).toBe(201);

    clock.advance(MINUTE_MS);
    expect((await analyse(owner, businessId, { ip })).statusCode).toBe(402);
  });

  it("limits one network's analyses a minute, whatever the accounts", async () => {
    const ip = nextTestIp();
    const perUser = analysisWrite.user.maxAttempts;
    let sent = 0;
    while (sent < analysisWrite.network.maxAttempts) {
      const { owner, businessId } = await userWithEmptyBalance(ip);
      sent += 2;
      for (let more = 2; more < perUser && sent < analysisWrite.network.maxAttempts; more += 1) {
        expect((await analyse(owner, businessId, { ip })).statusCode).toBe(402);
        sent += 1;
      }
    }
    const newcomer = await registerUser(testApp.app);
    const businessId = await createBusiness(newcomer);
    const refused = await analyse(newcomer, businessId, { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorBodyOf(refused).message).toMatch(
      /^Too many analyses were requested from your network\./,
    );
    expect((await analyse(newcomer, businessId, { ip: nextTestIp() })).statusCode).toBe(201);
  });
});
