import { describe, expect, it } from 'vitest';
import { BUSINESS_STAGES, SECTOR_CODES } from '../inputs';
import { FACTOR_NAMES, rateFactors } from './rated-factors';
import { makeCorePrediction, makeInput } from '#tests/fixtures/engine/core-prediction-fake';

const SECTOR_STAGE_CASES = SECTOR_CODES.flatMap((sector) =>
  BUSINESS_STAGES.map((businessStage) => ({ sector, businessStage })),
);

describe('rateFactors', () => {
  it.each(SECTOR_STAGE_CASES)('$sector / $businessStage: six factors, each in [0, 100]', (cell) => {
    const input = makeInput(cell);
    const factors = rateFactors(input, makeCorePrediction(input));
    expect(factors.map((factor) => factor.name)).toEqual(FACTOR_NAMES);
    for (const factor of factors) {
      expect(Number.isInteger(factor.rating)).toBe(true);
      expect(factor.rating).toBeGreaterThanOrEqual(0);
      expect(factor.rating).toBeLessThanOrEqual(100);
      expect(factor.inputs.length).toBeGreaterThan(0);
    }
  });

  it('stays in range for extreme contributions and capital', () => {
    const input = makeInput({ capitalInvestment: 100_000_000 });
    const core = makeCorePrediction(input);
    const extreme = {
      ...core,
      contributions: core.contributions.map((entry) => ({
        ...entry,
        deltaPoints: entry.deltaPoints * 1000,
      })),
    };
    for (const factor of rateFactors(input, extreme)) {
      expect(factor.rating).toBeGreaterThanOrEqual(0);
      expect(factor.rating).toBeLessThanOrEqual(100);
    }
  });

  it('rates lower competition as better competition', () => {
    const rating = (competitionLevel: 'low' | 'very_high') => {
      const input = makeInput({ competitionLevel });
      return rateFactors(input, makeCorePrediction(input)).find((f) => f.name === 'competition')
        ?.rating;
    };
    expect(rating('low')).toBeGreaterThan(rating('very_high') ?? 100);
  });

  it('rates more experience as better execution capability', () => {
    const rating = (experience: 'none' | 'over_10_years') => {
      const input = makeInput({ experience });
      return rateFactors(input, makeCorePrediction(input)).find(
        (f) => f.name === 'executionCapability',
      )?.rating;
    };
    expect(rating('over_10_years')).toBeGreaterThan(rating('none') ?? 100);
  });
});
