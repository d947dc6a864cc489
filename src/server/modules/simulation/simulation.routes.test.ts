import { describe, expect, it } from 'vitest';
import { simulateBusiness } from '#engine/simulation';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { MAX_PATHS, SimulateResponseSchema } from '#shared/contracts/simulation';
import { errorBodyOf, postJson, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const post = (url: string, payload: unknown) => postJson(testApp.app, url, payload);

const simulate = (body: Record<string, unknown>) =>
  post('/api/simulate', { input: SAMPLE_BUSINESS_INPUT, paths: 2_000, ...body });

describe('POST /api/simulate', () => {
  it('answers base, best and worst with ordered bands, and the same bytes for the same seed', async () => {
    const first = await simulate({ seed: 42 });
    expect(first.statusCode).toBe(200);
    const { scenarios } = SimulateResponseSchema.parse(first.json());
    expect(scenarios.map((scenario) => scenario.kind)).toEqual(['base', 'best', 'worst']);
    for (const { result } of scenarios) {
      const cash = result.monthly?.cash;
      expect(cash?.p10).toHaveLength(60);
      cash?.p50.forEach((median, month) => {
        expect(cash.p10[month]).toBeLessThanOrEqual(median);
        expect(median).toBeLessThanOrEqual(cash.p90[month] ?? Number.NaN);
      });
      const { p10, p50, p90 } = result.breakEven.percentiles;
      if (p10 !== null && p50 !== null) expect(p10).toBeLessThanOrEqual(p50);
      if (p50 !== null && p90 !== null) expect(p50).toBeLessThanOrEqual(p90);
    }
    expect((await simulate({ seed: 42 })).body).toBe(first.body);
    expect((await simulate({ seed: 43 })).body).not.toBe(first.body);
  });

  it('matches the engine run with the same seed', async () => {
    const response = await simulate({ seed: 7, presets: ['base'] });
    const [base] = SimulateResponseSchema.parse(response.json()).scenarios;
    const engine = simulateBusiness(SAMPLE_BUSINESS_INPUT, { seed: 7, paths: 2_000 });
    expect(base?.result.survivalProbability).toBe(engine.survivalProbability);
    expect(base?.result.breakEven).toEqual(engine.breakEven);
  });

  it('raises the cash-out probability as the starting capital falls', async () => {
    const shares: number[] = [];
    for (const startingCapital of [400_000, 150_000, 50_000]) {
      const response = await simulate({
        input: { ...SAMPLE_BUSINESS_INPUT, startingCapital },
        presets: ['base'],
      });
      const [base] = SimulateResponseSchema.parse(response.json()).scenarios;
      shares.push(base?.result.cashOutBeforeBreakEvenProbability ?? Number.NaN);
    }
    expect(shares[0]).toBeLessThan(shares[1] ?? 0);
    expect(shares[1]).toBeLessThan(shares[2] ?? 0);
  });

  it('runs user scenarios beside the presets, worse plans scoring worse', async () => {
    const response = await simulate({
      presets: ['base'],
      userScenarios: [
        { id: 'lean', input: { ...SAMPLE_BUSINESS_INPUT, monthlyFixedCosts: 10_000 } },
        { id: 'recession', input: { ...SAMPLE_BUSINESS_INPUT, recession: { startMonth: 1 } } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [base, lean, recession] = SimulateResponseSchema.parse(response.json()).scenarios;
    expect(lean?.kind).toBe('user');
    expect(lean?.result.survivalProbability).toBeGreaterThan(base?.result.survivalProbability ?? 1);
    expect(recession?.result.survivalProbability).toBeLessThan(
      base?.result.survivalProbability ?? 0,
    );
  });

  it(`refuses more than ${MAX_PATHS} paths with a field error naming the limit`, async () => {
    const response = await simulate({ paths: MAX_PATHS + 1, presets: ['base'] });
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.paths?.[0]).toBe('At most 100,000 paths per run');
  });

  it('refuses a request whose total work is over the budget', async () => {
    const response = await simulate({ paths: MAX_PATHS, months: 120, presets: ['base'] });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors?.paths?.[0]).toMatch(/at most 6,000,000/);
  });

  it.each([
    [
      'negative capital',
      { input: { ...SAMPLE_BUSINESS_INPUT, startingCapital: -1 } },
      'input.startingCapital',
    ],
    [
      'churn above 100%',
      { input: { ...SAMPLE_BUSINESS_INPUT, monthlyChurn: 1.5 } },
      'input.monthlyChurn',
    ],
    ['an unknown field', { input: { ...SAMPLE_BUSINESS_INPUT, luck: 1 } }, 'input'],
    ['fractional paths', { paths: 10.5 }, 'paths'],
    [
      'funding after the horizon',
      { months: 24, input: { ...SAMPLE_BUSINESS_INPUT, extraFunding: { amount: 1, month: 30 } } },
      'input.extraFunding.month',
    ],
    [
      'eleven user scenarios',
      {
        userScenarios: Array.from({ length: 11 }, (_, i) => ({
          id: `s${i}`,
          input: SAMPLE_BUSINESS_INPUT,
        })),
      },
      'userScenarios',
    ],
  ])('refuses %s with a field error', async (_name, body, field) => {
    const response = await simulate(body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorBodyOf(response).fieldErrors ?? {})).toContain(field);
  });

  it('refuses bad JSON and over-large bodies without internals', async () => {
    const bad = await post('/api/simulate', '{"input":');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/stack|at \w+ \(/);
    const big = await post('/api/simulate', {
      input: SAMPLE_BUSINESS_INPUT,
      pad: 'x'.repeat(40_000),
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('OpenAPI document', () => {
  it('describes the simulation endpoints', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/simulate',
        '/api/goal-seek',
        '/api/businesses/{businessId}/scenarios',
        '/api/scenarios/{id}',
      ]),
    );
  });
});
