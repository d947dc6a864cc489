import { describe, expect, it } from 'vitest';
import { type CalculatorInput, SECTOR_CODES, US_STATE_CODES, type Sector } from '#engine/index';
import { COEFFICIENTS } from '../model/coefficients';
import { predictCore } from '../predict';
import { logit, survivalCurve } from './hazard';
import { populationMeanSurvival, typicalFounder } from './population';

/**
 * Issue 11: the typical founder gets the sector's own base rate. "Middle answers": every prior at
 * its middle code, and funding needs that do not exceed twice the founder's own capital.
 */
const MIDDLE_ANSWERS = {
  customerType: 'consumers',
  productType: 'services',
  experience: '2_to_5_years',
  marketSize: 'regional',
  fundingNeeds: 'under_50k',
  competitionLevel: 'moderate',
  marketingStrategy: 'word_of_mouth',
  businessStage: 'idea',
} as const satisfies Partial<CalculatorInput>;

const founder = (sector: Sector, location: string): CalculatorInput => {
  const typical = typicalFounder(sector, COEFFICIENTS);
  return {
    ...MIDDLE_ANSWERS,
    sector,
    location,
    capitalInvestment: typical.capitalUsd,
    operationScale: typical.operationScale,
  };
};
const points = (probability: number) => 100 * probability;
const bds = (sector: Sector) => COEFFICIENTS.hazards.sectors[sector].survival5;

describe('representative population of new businesses (Census ABS capital, BDS team size)', () => {
  it('mean prediction over each sector population equals the BDS sector S5 within 1 point', () => {
    for (const sector of SECTOR_CODES) {
      const gap = points(populationMeanSurvival(sector, COEFFICIENTS) - bds(sector));
      expect(Math.abs(gap), sector).toBeLessThanOrEqual(1);
    }
  });

  it('is built from new-firm figures, not SBA loan sizes: median start-up capital under $25,000', () => {
    // ABS via SBA Advocacy: 50.9% of employer start-ups began with less than $25,000.
    const { capitalUsd, operationScale } = typicalFounder('construction', COEFFICIENTS);
    expect(capitalUsd).toBeGreaterThan(10_000);
    expect(capitalUsd).toBeLessThan(25_000);
    expect(operationScale).toBe('2_to_5');
    const shares = COEFFICIENTS.population.capitalBrackets.reduce((sum, b) => sum + b.share, 0);
    expect(shares).toBeCloseTo(1, 6);
  });

  it.each(SECTOR_CODES)(
    'a %s founder at the median capital and size with middle answers lands within 3 points of BDS',
    (sector) => {
      for (const state of ['CA', 'TX', 'NY', 'FL', 'OH']) {
        const result = predictCore(founder(sector, `US-${state}`));
        expect(Math.abs(points(result.probability - bds(sector))), state).toBeLessThanOrEqual(3);
      }
    },
  );

  it('the example of issue 11 (California construction, $50,000, 2-5 people) is near the sector rate, not 10 points below', () => {
    const result = predictCore({
      ...founder('construction', 'US-CA'),
      capitalInvestment: 50_000,
      operationScale: '2_to_5',
    });
    expect(Math.abs(points(result.probability - bds('construction')))).toBeLessThanOrEqual(3);
  });
});

describe('base rates outside the US', () => {
  const national = COEFFICIENTS.hazards.national.hazards.map(logit);

  it('Turkey reproduces TÜİK survival of the 2019 cohort (years 1-4) at the national level', () => {
    const turkey = COEFFICIENTS.locations.countries.TR;
    const shaped = national.map((value, age) => value + (turkey.ageShape[age] ?? 0));
    const curve = survivalCurve(shaped, 0, turkey.shift);
    const published = [0.806, 0.669, 0.582, 0.475];
    published.forEach((value, year) => {
      const gap = Math.abs(points((curve[year] ?? 0) - value));
      expect(gap, `year ${year + 1}`).toBeLessThanOrEqual(0.1);
    });
    expect(curve[4]).toBeCloseTo(turkey.survival5, 6);
    // Year 5 extrapolated below year 4 and below the US national rate.
    expect(turkey.survival5).toBeLessThan(0.475);
    expect(turkey.survival5).toBeLessThan(COEFFICIENTS.hazards.national.survival5);
  });

  it('a Turkish founder gets the TÜİK base (grade B) and a wider interval than any US state', () => {
    const input = founder('retail', 'TR');
    const turkey = predictCore(input);
    expect(turkey.locationBase).toEqual({
      code: 'TR',
      kind: 'country',
      source: { id: 'tuik-business-demography', grade: 'B' },
    });
    const width = (result: ReturnType<typeof predictCore>) =>
      result.interval.high - result.interval.low;
    for (const state of US_STATE_CODES) {
      expect(width(turkey)).toBeGreaterThan(
        width(predictCore({ ...input, location: `US-${state}` })),
      );
    }
    expect(turkey.probability).toBeLessThan(predictCore(founder('retail', 'US-CA')).probability);
  });

  it('OTHER uses the EU-28 figure (Eurostat), labelled as such', () => {
    const result = predictCore(founder('retail', 'OTHER'));
    expect(result.locationBase.source).toEqual({ id: 'eurostat-business-demography', grade: 'B' });
    const eu = COEFFICIENTS.locations.countries.OTHER;
    expect(Math.abs(points(eu.survival5 - 0.44))).toBeLessThanOrEqual(2);
  });
});
