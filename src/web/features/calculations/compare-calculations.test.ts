import { describe, expect, it } from 'vitest';
import { predict } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { compareCalculations } from './compare-calculations';

const entry = (changes: Partial<typeof EXAMPLE_CALCULATOR_INPUT> = {}) => {
  const input = { ...EXAMPLE_CALCULATOR_INPUT, ...changes };
  return { input, result: predict(input) };
};

describe('compareCalculations', () => {
  it('finds nothing changed between identical calculations', () => {
    const comparison = compareCalculations(entry(), entry());
    expect(comparison.inputChanges).toEqual([]);
    expect(comparison.score.delta).toBe(0);
    expect(comparison.factors.every((factor) => factor.delta === 0)).toBe(true);
    expect(comparison.factors).toHaveLength(6);
  });

  it('lists exactly the changed inputs in field order, with score and factor deltas', () => {
    const first = entry();
    const second = entry({ capitalInvestment: 500_000, experience: 'over_10_years' });
    const comparison = compareCalculations(first, second);
    expect(comparison.inputChanges).toEqual([
      { name: 'experience', first: EXAMPLE_CALCULATOR_INPUT.experience, second: 'over_10_years' },
      { name: 'capitalInvestment', first: 80_000, second: 500_000 },
    ]);
    expect(comparison.score).toEqual({
      first: first.result.score,
      second: second.result.score,
      delta: second.result.score - first.result.score,
    });
    expect(comparison.score.delta).not.toBe(0);
    const execution = comparison.factors.find((factor) => factor.name === 'executionCapability');
    const before = first.result.factors.find((factor) => factor.name === 'executionCapability');
    const after = second.result.factors.find((factor) => factor.name === 'executionCapability');
    expect(execution?.delta).toBe(Math.round(after?.rating ?? 0) - Math.round(before?.rating ?? 0));
  });

  it('is antisymmetric: swapping the two flips every delta', () => {
    const first = entry();
    const second = entry({ sector: 'information', competitionLevel: 'low' });
    const forward = compareCalculations(first, second);
    const backward = compareCalculations(second, first);
    expect(backward.score.delta).toBe(-forward.score.delta);
    expect(backward.factors.map((factor) => factor.delta)).toEqual(
      forward.factors.map((factor) => -factor.delta || 0),
    );
    expect(backward.inputChanges.map((change) => change.name)).toEqual(
      forward.inputChanges.map((change) => change.name),
    );
  });
});
