import { describe, expect, it } from 'vitest';
import { simulateBusiness } from './business-simulation';
import { deriveScenario, MAX_USER_SCENARIOS, runScenarios } from './scenarios';
import { STEADY_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';

const FAST = { paths: 1_000, seed: 9 } as const;

describe('scenarios', () => {
  it('derives best and worst by the documented multipliers and leaves price alone', () => {
    const best = deriveScenario(STEADY_BUSINESS_INPUT, 'best');
    const worst = deriveScenario(STEADY_BUSINESS_INPUT, 'worst');
    expect(best.monthlyGrowth.mean).toBeCloseTo(0.1);
    expect(worst.monthlyChurn).toBeCloseTo(0.05);
    expect(best.monthlyFixedCosts).toBeCloseTo(7_200);
    expect(worst.pricePerCustomerMonth).toBe(STEADY_BUSINESS_INPUT.pricePerCustomerMonth);
    expect(deriveScenario(STEADY_BUSINESS_INPUT, 'base')).toBe(STEADY_BUSINESS_INPUT);
  });

  it('orders outcomes best >= base >= worst on the same seed', () => {
    const runs = runScenarios(STEADY_BUSINESS_INPUT, {}, FAST);
    const survival = Object.fromEntries(runs.map((r) => [r.id, r.result.survivalProbability]));
    expect(runs.map((r) => r.id)).toEqual(['base', 'best', 'worst']);
    expect(survival.best).toBeGreaterThanOrEqual(survival.base ?? 1);
    expect(survival.base).toBeGreaterThanOrEqual(survival.worst ?? 1);
  });

  it('runs user scenarios with the same seed as a direct simulation', () => {
    const changes = { pricePerCustomerMonth: 55 };
    const [run] = runScenarios(
      STEADY_BUSINESS_INPUT,
      { presets: [], userScenarios: [{ id: 'higher-price', changes }] },
      FAST,
    );
    expect(run?.kind).toBe('user');
    expect(run?.result).toEqual(simulateBusiness({ ...STEADY_BUSINESS_INPUT, ...changes }, FAST));
  });

  it('reports progress over all scenarios together', () => {
    const calls: [number, number][] = [];
    runScenarios(STEADY_BUSINESS_INPUT, {}, { ...FAST, onProgress: (d, t) => calls.push([d, t]) });
    expect(calls.at(-1)).toEqual([3_000, 3_000]);
    expect(calls.map(([d]) => d)).toEqual([...calls.map(([d]) => d)].sort((a, b) => a - b));
  });

  it(`refuses more than ${MAX_USER_SCENARIOS} user scenarios`, () => {
    const users = Array.from({ length: MAX_USER_SCENARIOS + 1 }, (_, i) => ({
      id: `s${i}`,
      changes: {},
    }));
    expect(() => runScenarios(STEADY_BUSINESS_INPUT, { userScenarios: users }, FAST)).toThrow(
      RangeError,
    );
  });
});
