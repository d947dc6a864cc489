import { describe, expect, it } from 'vitest';
import {
  BDS_COHORT_SURVIVAL_SPREAD,
  BDS_NATIONAL_FIVE_YEAR,
  BDS_SECTOR_FIVE_YEAR,
} from './bds-derived';
import { RECESSION_COHORT_HAZARD_RATIO, recessionFactors, recessionIntensity } from './recession';

describe('BDS-derived figures match docs/model-evidence.md section 1.2', () => {
  it.each([
    ['health_care', 0.6013],
    ['construction', 0.4456],
    ['information', 0.4316],
  ] as const)('%s five-year survival %s', (sector, s5) => {
    expect(BDS_SECTOR_FIVE_YEAR[sector].fiveYearSurvivalCohortMean).toBeCloseTo(s5, 4);
  });

  it('national 48.3% and cohort spread 1979-2014 (mean 47.1, range 42.8-52.3)', () => {
    expect(BDS_NATIONAL_FIVE_YEAR.fiveYearSurvivalPooled).toBeCloseTo(0.483, 3);
    expect(BDS_COHORT_SURVIVAL_SPREAD.meanFiveYearSurvival).toBeCloseTo(0.471, 3);
    expect(BDS_COHORT_SURVIVAL_SPREAD.minFiveYearSurvival).toBeCloseTo(0.4285, 4);
    expect(BDS_COHORT_SURVIVAL_SPREAD.maxFiveYearSurvival).toBeCloseTo(0.523, 3);
  });
});

describe('recession shock', () => {
  it('is about an 8% higher cumulative exit hazard for the 2005-07 cohorts', () => {
    expect(RECESSION_COHORT_HAZARD_RATIO).toBeGreaterThan(1.07);
    expect(RECESSION_COHORT_HAZARD_RATIO).toBeLessThan(1.09);
  });

  it('concentrates the five-year excess into the shock window', () => {
    expect(recessionIntensity(60, 1)).toBeCloseTo(RECESSION_COHORT_HAZARD_RATIO, 12);
    expect(recessionIntensity(18, 1) - 1).toBeCloseTo(
      (RECESSION_COHORT_HAZARD_RATIO - 1) * (60 / 18),
      12,
    );
    expect(recessionIntensity(18, 0)).toBe(1);
  });

  it('raises churn and lowers growth only inside the window', () => {
    const { churn, growth } = recessionFactors({ startMonth: 5, durationMonths: 3 }, 12);
    expect(Array.from(churn).map((x) => x > 1)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    churn.forEach((c, t) => expect(c * (growth[t] ?? 0)).toBeCloseTo(1, 12));
  });

  it('is neutral without a recession', () => {
    const { churn, growth } = recessionFactors(null, 6);
    expect([...churn, ...growth].every((x) => x === 1)).toBe(true);
  });
});
