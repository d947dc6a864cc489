import { describe, expect, it } from 'vitest';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { PredictionResultSchema } from '#shared/contracts/calculator';
import {
  BusinessGoalSeekResponseSchema,
  ScoreGoalSeekResponseSchema,
} from '#shared/contracts/goal-seek';
import { SimulateResponseSchema } from '#shared/contracts/simulation';
import { errorBodyOf, postJson, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const post = (url: string, payload: unknown) => postJson(testApp.app, url, payload);

const simulate = (body: Record<string, unknown>) =>
  post('/api/simulate', { input: SAMPLE_BUSINESS_INPUT, paths: 2_000, ...body });

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
    const body = errorBodyOf(response);
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
    const error = errorBodyOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
    expect(response.body).not.toMatch(/stack|at \w+ \(/);
  });
});
