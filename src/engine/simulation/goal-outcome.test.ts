import { describe, expect, it } from 'vitest';
import { simulateBusiness } from './business-simulation';
import { applyPlan, seekBusinessGoalOutcome } from './goal-outcome';
import { SimulationCancelledError } from './simulation-input';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';

const OPTIONS = { seed: 5, searchPaths: 1_000, verifyPaths: 3_000 } as const;

describe('seekBusinessGoalOutcome', () => {
  it('finds survival plans whose re-run meets the goal and reports the re-run figure', () => {
    const goal = { kind: 'survivalAtLeast', probability: 0.8 } as const;
    const outcome = seekBusinessGoalOutcome(SAMPLE_BUSINESS_INPUT, goal, OPTIONS);
    expect(outcome.status).toBe('reached');
    expect(outcome.baseAchieved).toBeLessThan(0.8);
    expect(outcome.plans.length).toBeGreaterThan(0);
    for (const plan of outcome.plans) {
      const rerun = simulateBusiness(applyPlan(SAMPLE_BUSINESS_INPUT, plan.changes), {
        seed: 5,
        paths: 3_000,
      });
      expect(rerun.survivalProbability).toBeGreaterThanOrEqual(0.8);
      expect(plan.achieved).toBe(rerun.survivalProbability);
      expect(plan.input).toEqual(applyPlan(SAMPLE_BUSINESS_INPUT, plan.changes));
    }
  });

  it('says how close the best plan gets when the goal is out of reach', () => {
    const goal = { kind: 'breakEvenWithinMonths', months: 1, probability: 1 } as const;
    const outcome = seekBusinessGoalOutcome(SAMPLE_BUSINESS_INPUT, goal, {
      ...OPTIONS,
      maxLevers: 1,
    });
    expect(outcome.status).toBe('out_of_reach');
    expect(outcome.plans).toEqual([]);
    expect(outcome.best?.achieved).toBeCloseTo(1 - (outcome.best?.gap ?? 0), 10);
  });

  it('reports progress per simulation and stops when cancelled', () => {
    const counts: number[] = [];
    const goal = { kind: 'cashOutProbabilityAtMost', probability: 0.2 } as const;
    expect(() =>
      seekBusinessGoalOutcome(SAMPLE_BUSINESS_INPUT, goal, {
        ...OPTIONS,
        onEvaluation: (count) => counts.push(count),
        shouldCancel: () => counts.length >= 3,
      }),
    ).toThrow(SimulationCancelledError);
    expect(counts).toEqual([1, 2, 3]);
  });

  it('refuses an unknown lever in a plan', () => {
    expect(() => applyPlan(SAMPLE_BUSINESS_INPUT, [{ lever: 'luck', value: 2, step: 1 }])).toThrow(
      'Unknown lever luck',
    );
  });
});
