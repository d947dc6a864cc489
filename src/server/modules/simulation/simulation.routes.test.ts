import { describe, expect, it } from 'vitest';
import { simulateBusiness } from '#engine/simulation';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { PredictionResultSchema } from '#shared/contracts/calculator';
import {
  BusinessGoalSeekResponseSchema,
  ScoreGoalSeekResponseSchema,
} from '#shared/contracts/goal-seek';
import { MAX_PATHS, SimulateResponseSchema } from '#shared/contracts/simulation';
import { ErrorBodySchema } from '#shared/errors';
import { setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const post = (url: string, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const simulate = (body: Record<string, unknown>) =>
  post('/api/simulate', { input: SAMPLE_BUSINESS_INPUT, paths: 2_000, ...body });

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());

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
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.paths?.[0]).toBe('At most 100,000 paths per run');
  });

  it('refuses a request whose total work is over the budget', async () => {
    const response = await simulate({ paths: MAX_PATHS, months: 120, presets: ['base'] });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors?.paths?.[0]).toMatch(/at most 6,000,000/);
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
    expect(Object.keys(errorOf(response).fieldErrors ?? {})).toContain(field);
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

describe('POST /api/goal-seek', () => {
  it('returns ranked plans that reach the goal when re-run with the same seed', async () => {
    const goal = { kind: 'breakEvenWithinMonths', months: 18, probability: 0.5 };
    const response = await post('/api/goal-seek', { input: SAMPLE_BUSINESS_INPUT, goal, seed: 3 });
    expect(response.statusCode).toBe(200);
    const outcome = BusinessGoalSeekResponseSchema.parse(response.json());
    expect(outcome.status).toBe('reached');
    expect(outcome.baseAchieved).toBeLessThan(0.5);
    const efforts = outcome.plans.map((plan) => plan.effort);
    expect(efforts).toEqual([...efforts].sort((a, b) => a - b));
    for (const plan of outcome.plans) {
      const rerun = await simulate({
        input: plan.input,
        seed: 3,
        paths: outcome.paths,
        presets: ['base'],
      });
      const [base] = SimulateResponseSchema.parse(rerun.json()).scenarios;
      expect(base?.result.breakEven.cumulativeShare[17]).toBeGreaterThanOrEqual(0.5);
      expect(base?.result.breakEven.cumulativeShare[17]).toBe(plan.achieved);
    }
  });

  it('says how close the best plan gets when the goal is out of reach', async () => {
    const goal = { kind: 'survivalAtLeast', probability: 1 };
    const response = await post('/api/goal-seek', {
      input: { ...SAMPLE_BUSINESS_INPUT, startingCapital: 0, startingCustomers: 0 },
      goal,
    });
    const outcome = BusinessGoalSeekResponseSchema.parse(response.json());
    expect(outcome.status).toBe('out_of_reach');
    expect(outcome.plans).toEqual([]);
    expect(outcome.best?.achieved).toBeLessThan(1);
  });

  it.each([
    ['an unknown goal', { kind: 'happiness', probability: 1 }, 'goal.kind'],
    ['a probability above 1', { kind: 'survivalAtLeast', probability: 2 }, 'goal.probability'],
    ['a break-even month past the horizon', { kind: 'breakEvenWithinMonths', months: 61 }, 'goal'],
  ])('refuses %s', async (_name, goal, field) => {
    const response = await post('/api/goal-seek', { input: SAMPLE_BUSINESS_INPUT, goal });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors ?? {}).some((key) => key.startsWith(field))).toBe(true);
  });
});

describe('POST /api/goal-seek for the success score', () => {
  const scoreGoal = (targetProbability: number) => ({
    kind: 'successScoreAtLeast',
    targetProbability,
  });
  const predictFor = async (input: unknown) =>
    PredictionResultSchema.parse((await post('/api/predict', input)).json()).probability;

  it('returns plans whose input, re-predicted by POST /api/predict, meets the target', async () => {
    const base = await predictFor(EXAMPLE_CALCULATOR_INPUT);
    // Advice changes only the founder's own choices, so a few points are within reach, not 15.
    const target = Math.min(0.95, Math.ceil((base + 0.05) * 100) / 100);
    const response = await post('/api/goal-seek', {
      input: EXAMPLE_CALCULATOR_INPUT,
      goal: scoreGoal(target),
    });
    expect(response.statusCode).toBe(200);
    const outcome = ScoreGoalSeekResponseSchema.parse(response.json());
    expect(outcome).toMatchObject({ goalKind: 'successScoreAtLeast', status: 'reached' });
    expect(outcome.baseProbability).toBe(base);
    expect(outcome.plans.length).toBeGreaterThan(0);
    for (const plan of outcome.plans) {
      const probability = await predictFor(plan.input);
      expect(probability).toBe(plan.probability);
      expect(probability).toBeGreaterThanOrEqual(target);
      for (const change of plan.changes) {
        expect(change.lever).not.toMatch(/sector|location|operationScale/);
      }
    }
    // Deterministic: the same request answers the same bytes.
    const again = await post('/api/goal-seek', {
      input: EXAMPLE_CALCULATOR_INPUT,
      goal: scoreGoal(target),
    });
    expect(again.body).toBe(response.body);
  });

  it('answers already met and out of reach with the closest plan', async () => {
    const met = ScoreGoalSeekResponseSchema.parse(
      (
        await post('/api/goal-seek', { input: EXAMPLE_CALCULATOR_INPUT, goal: scoreGoal(0.1) })
      ).json(),
    );
    expect(met.status).toBe('already_met');
    const far = ScoreGoalSeekResponseSchema.parse(
      (
        await post('/api/goal-seek', { input: EXAMPLE_CALCULATOR_INPUT, goal: scoreGoal(0.99) })
      ).json(),
    );
    expect(far.status).toBe('out_of_reach');
    expect(far.best?.probability).toBeLessThan(0.99);
    expect(await predictFor(far.best?.input)).toBe(far.best?.probability);
  });

  it.each([
    [
      'a calculator input with an unknown sector',
      { input: { ...EXAMPLE_CALCULATOR_INPUT, sector: 'space_mining' }, goal: scoreGoal(0.6) },
      'input.sector',
    ],
    [
      'negative capital',
      { input: { ...EXAMPLE_CALCULATOR_INPUT, capitalInvestment: -1 }, goal: scoreGoal(0.6) },
      'input.capitalInvestment',
    ],
    [
      'a simulator plan instead of calculator inputs',
      { input: SAMPLE_BUSINESS_INPUT, goal: scoreGoal(0.6) },
      'input',
    ],
    [
      'a target above 100%',
      { input: EXAMPLE_CALCULATOR_INPUT, goal: scoreGoal(1.5) },
      'goal.targetProbability',
    ],
    [
      'a seed, which the score goal does not take',
      { input: EXAMPLE_CALCULATOR_INPUT, goal: scoreGoal(0.6), seed: 3 },
      '_root',
    ],
    ['no input', { goal: scoreGoal(0.6) }, 'input'],
  ])('refuses %s with a field error', async (_name, body, field) => {
    const response = await post('/api/goal-seek', body);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
    expect(response.body).not.toMatch(/stack|at \w+ \(/);
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
