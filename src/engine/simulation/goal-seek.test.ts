import { describe, expect, it } from 'vitest';
import { simulateBusiness } from './business-simulation';
import { DEFAULT_BUSINESS_LEVERS, seekBusinessGoal } from './goal-seek';
import type { Plan } from './goal-search';
import type { BusinessSimulationInput } from './simulation-input';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';

const SEED = 17;
const OPTIONS = { seed: SEED, searchPaths: 1_000, verifyPaths: 4_000 } as const;

/** Applies a plan's changes with the default levers, as a caller would. */
const applyPlan = (input: BusinessSimulationInput, plan: Plan): BusinessSimulationInput =>
  plan.changes.reduce((current, change) => {
    const lever = DEFAULT_BUSINESS_LEVERS.find((l) => l.id === change.lever);
    if (!lever) throw new Error(`unknown lever ${change.lever}`);
    return lever.apply(current, change.value);
  }, input);

const rerun = (plan: Plan) =>
  simulateBusiness(applyPlan(SAMPLE_BUSINESS_INPUT, plan), { seed: SEED, paths: 4_000 });

describe('seekBusinessGoal', () => {
  it('finds break-even plans that really reach the goal when re-run', () => {
    const result = seekBusinessGoal(
      SAMPLE_BUSINESS_INPUT,
      { kind: 'breakEvenWithinMonths', months: 18 },
      OPTIONS,
    );
    expect(result.status).toBe('reached');
    if (result.status !== 'reached') return;
    expect(result.baseGap).toBeGreaterThan(0);
    for (const plan of result.plans) {
      expect(rerun(plan).breakEven.cumulativeShare[17]).toBeGreaterThanOrEqual(0.5);
    }
    const efforts = result.plans.map((p) => p.effort);
    expect(efforts).toEqual([...efforts].sort((a, b) => a - b));
  });

  it('lowers cash-out risk with plans that hold when re-run', () => {
    const goal = { kind: 'cashOutProbabilityAtMost', probability: 0.3 } as const;
    const result = seekBusinessGoal(SAMPLE_BUSINESS_INPUT, goal, OPTIONS);
    expect(result.status).toBe('reached');
    if (result.status !== 'reached') return;
    for (const plan of result.plans) {
      expect(plan.changes.length).toBeGreaterThanOrEqual(1);
      expect(rerun(plan).cashOutBeforeBreakEvenProbability).toBeLessThanOrEqual(0.3);
    }
  });

  it('reports an unreachable goal with the closest plan and its remaining gap', () => {
    const goal = { kind: 'cashOutProbabilityAtMost', probability: 0 } as const;
    const result = seekBusinessGoal(SAMPLE_BUSINESS_INPUT, goal, { ...OPTIONS, maxLevers: 1 });
    expect(result.status).toBe('out_of_reach');
    if (result.status !== 'out_of_reach') return;
    expect(result.best.gap).toBeGreaterThan(0);
    expect(result.best.gap).toBeLessThan(result.baseGap);
    expect(result.best.changes).toHaveLength(1);
    expect(rerun(result.best).cashOutBeforeBreakEvenProbability).toBeCloseTo(result.best.gap, 10);
  });

  it('says when the goal is already met', () => {
    const goal = { kind: 'cashOutProbabilityAtMost', probability: 1 } as const;
    expect(seekBusinessGoal(SAMPLE_BUSINESS_INPUT, goal, OPTIONS).status).toBe('already_met');
  });

  it('accepts a custom objective on the simulation summary', () => {
    const goal = {
      kind: 'custom',
      gap: (r: { survivalProbability: number }) => 0.5 - r.survivalProbability,
    } as const;
    const result = seekBusinessGoal(SAMPLE_BUSINESS_INPUT, goal, OPTIONS);
    expect(result.status).toBe('reached');
    if (result.status !== 'reached') return;
    expect(
      rerun(result.plans[0] ?? { changes: [], effort: 0, gap: 0 }).survivalProbability,
    ).toBeGreaterThanOrEqual(0.5);
  });

  it('refuses goals outside the horizon', () => {
    expect(() =>
      seekBusinessGoal(SAMPLE_BUSINESS_INPUT, { kind: 'breakEvenWithinMonths', months: 61 }),
    ).toThrow(RangeError);
    expect(() =>
      seekBusinessGoal(SAMPLE_BUSINESS_INPUT, { kind: 'revenueInYear', year: 6, amount: 1 }),
    ).toThrow('goal.year');
  });
});
