import { describe, expect, it } from 'vitest';
import { RETAIL_IDEA_INPUT } from '#tests/fixtures/engine/calculator-inputs';
import { SECTOR_CODES } from '../inputs';
import { predictCore } from '../predict';
import { conditionalSurvival, HORIZON_MONTHS, survivalToMonth } from './conditional-survival';

const PLAN = RETAIL_IDEA_INPUT;

describe('conditionalSurvival', () => {
  it('at month 0 equals the engine prediction of an idea-stage plan', () => {
    const result = conditionalSurvival(PLAN, 0);
    expect(result.probability).toBeCloseTo(predictCore(PLAN).probability, 6);
    expect(result.atFounding).toBe(result.probability);
  });

  it('ignores the plan stage: the exact months replace it', () => {
    const operating = { ...PLAN, businessStage: 'operating_1_to_3_years' as const };
    expect(conditionalSurvival(operating, 18)).toEqual(conditionalSurvival(PLAN, 18));
  });

  it('is non-decreasing in months survived for every sector, and 1 from the fifth birthday', () => {
    for (const sector of SECTOR_CODES) {
      let previous = 0;
      for (let months = 0; months <= 72; months += 1) {
        const { probability, interval, pastHorizon } = conditionalSurvival(
          { ...PLAN, sector },
          months,
        );
        expect(probability).toBeGreaterThanOrEqual(previous);
        expect(interval.low).toBeLessThanOrEqual(probability);
        expect(interval.high).toBeGreaterThanOrEqual(probability);
        expect(pastHorizon).toBe(months >= HORIZON_MONTHS);
        previous = probability;
      }
      expect(previous).toBe(1);
    }
  });

  it('matches the BDS hazards at whole years: S(60)/S(24) from the plan hazards', () => {
    const hazards = [0.2, 0.1, 0.1, 0.1, 0.1].map((h) => Math.log(h / (1 - h)));
    expect(survivalToMonth(hazards, 0, 24)).toBeCloseTo(0.8 * 0.9, 10);
    expect(survivalToMonth(hazards, 0, 18)).toBeCloseTo(0.8 * Math.sqrt(0.9), 10);
    expect(survivalToMonth(hazards, 0, 600)).toBeCloseTo(0.8 * 0.9 ** 4, 10);
  });

  it('reports the BDS one-year closure share only for ages 0-4', () => {
    expect(conditionalSurvival(PLAN, 30).sectorHazardThisYear).toBeGreaterThan(0);
    expect(conditionalSurvival(PLAN, 60).sectorHazardThisYear).toBeNull();
  });

  it('refuses months outside 0..600 or fractional', () => {
    expect(() => conditionalSurvival(PLAN, -1)).toThrow(RangeError);
    expect(() => conditionalSurvival(PLAN, 1.5)).toThrow(RangeError);
    expect(() => conditionalSurvival(PLAN, 601)).toThrow(RangeError);
  });
});
