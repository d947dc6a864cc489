import { describe, expect, it } from 'vitest';
import { SECTOR_CODES } from '../inputs';
import { BDS_SECTOR_FIVE_YEAR } from './bds-derived';
import { type GrowthProjectionInput, projectGrowth } from './growth-projection';
import { growthParametersFor, SURVIVOR_MEDIAN_GROWTH_PER_YEAR } from './sector-growth';

const INPUT: GrowthProjectionInput = {
  sector: 'health_care',
  startingAnnualRevenue: 400_000,
  startingAnnualCosts: 360_000,
  startingCash: 50_000,
  startingHeadcount: 4,
  survivalCurve: [0.84, 0.76, 0.7, 0.65, 0.6],
};

describe('growthParametersFor', () => {
  it.each(SECTOR_CODES)('%s: right-skewed, median 2.5%%/yr, mean = BDS survivor mean', (sector) => {
    const p = growthParametersFor(sector);
    const mean5 = Math.exp(5 * p.logMeanPerYear + (5 * p.logSdPerYear ** 2) / 2);
    expect(mean5 ** (1 / 5) - 1).toBeCloseTo(
      BDS_SECTOR_FIVE_YEAR[sector].survivorMeanGrowthPerYear,
      10,
    );
    expect(Math.exp(p.logMeanPerYear) - 1).toBeCloseTo(SURVIVOR_MEDIAN_GROWTH_PER_YEAR, 10);
    expect(p.logSdPerYear).toBeGreaterThan(0);
    expect(p.meanGrowthPerYear).toBeGreaterThan(p.medianGrowthPerYear);
  });
});

describe('projectGrowth', () => {
  const projection = projectGrowth(INPUT, { seed: 3 });

  it('returns five ordered years with P10 <= P50 <= P90', () => {
    expect(projection.years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5]);
    for (const year of projection.years) {
      for (const band of [year.revenue, year.costs, year.cash, year.headcount]) {
        expect(band.p10).toBeLessThanOrEqual(band.p50);
        expect(band.p50).toBeLessThanOrEqual(band.p90);
      }
    }
  });

  it('keeps the median survivor small and the mean near the BDS survivor mean', () => {
    const year5 = projection.years[4];
    expect((year5?.revenue.p50 ?? 0) / INPUT.startingAnnualRevenue).toBeCloseTo(1.025 ** 5, 1);
    const meanGrowth = (year5?.expected.revenue ?? 0) / (0.6 * INPUT.startingAnnualRevenue);
    expect(meanGrowth ** (1 / 5) - 1).toBeCloseTo(
      BDS_SECTOR_FIVE_YEAR.health_care.survivorMeanGrowthPerYear,
      2,
    );
  });

  it('weights the expected path by survival', () => {
    const half = projectGrowth(
      { ...INPUT, survivalCurve: INPUT.survivalCurve.map((s) => s / 2) },
      { seed: 3 },
    );
    expect(half.years[2]?.expected.revenue).toBeCloseTo(
      (projection.years[2]?.expected.revenue ?? 0) / 2,
      6,
    );
    expect(half.years[2]?.revenue).toEqual(projection.years[2]?.revenue);
  });

  it('is deterministic per seed', () => {
    expect(projectGrowth(INPUT, { seed: 3 })).toEqual(projection);
    expect(projectGrowth(INPUT, { seed: 4 }).years[4]?.revenue).not.toEqual(
      projection.years[4]?.revenue,
    );
  });

  it.each([
    [{ survivalCurve: [0.9, 0.8, 0.85, 0.7, 0.6] }, 'must not increase'],
    [{ survivalCurve: [0.9, 0.8] }, 'survivalCurve'],
    [{ startingHeadcount: -1 }, 'startingHeadcount'],
  ])('refuses %o', (change, message) => {
    expect(() => projectGrowth({ ...INPUT, ...change })).toThrow(message);
  });
});
