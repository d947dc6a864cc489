import { describe, expect, it } from 'vitest';
import { SECTOR_CODES } from '#engine/inputs';
import { type MarketTrends, MarketTrendsSchema } from '#shared/contracts/market';
import { MARKET_TRENDS } from '#shared/market/market-trends';
import {
  sectorsByStartupRise,
  sectorsBySurvival,
  seriesOf,
  shareTicks,
  toSectorChoice,
  yearPoints,
  yearSpan,
} from './market-series';

const trends: MarketTrends = MarketTrendsSchema.parse(MARKET_TRENDS);

describe('toSectorChoice', () => {
  it('keeps every calculator sector code from the address', () => {
    for (const sector of SECTOR_CODES) expect(toSectorChoice(sector)).toBe(sector);
  });

  it('falls back to all sectors for a missing, unknown or differently written code', () => {
    expect(toSectorChoice(null)).toBe('all');
    expect(toSectorChoice('')).toBe('all');
    expect(toSectorChoice('bakery')).toBe('all');
    expect(toSectorChoice('Construction')).toBe('all');
  });
});

describe('seriesOf', () => {
  it('gives the chosen sector its own figures and "all" the national totals', () => {
    const construction = trends.sectors.find((entry) => entry.sector === 'construction');
    expect(seriesOf(trends, 'construction')).toBe(construction);
    expect(seriesOf(trends, 'all')).toBe(trends.allSectors);
  });
});

describe('yearPoints', () => {
  it('numbers the points from the first year and pairs each sector value with the total', () => {
    expect(yearPoints(2017, [0.1, 0.2, 0.3], [0.4, 0.5, 0.6])).toEqual([
      { year: 2017, all: 0.1, own: 0.4 },
      { year: 2018, all: 0.2, own: 0.5 },
      { year: 2019, all: 0.3, own: 0.6 },
    ]);
  });

  it('leaves the sector value out when no sector is chosen', () => {
    expect(yearPoints(1978, [0.13], null)).toEqual([{ year: 1978, all: 0.13, own: undefined }]);
  });

  it('covers 1978-2019 for start-up rates and every followed cohort for survival', () => {
    const rates = yearPoints(trends.years.first, trends.allSectors.startupRates, null);
    expect(rates[0]?.year).toBe(1978);
    expect(rates.at(-1)?.year).toBe(2019);
    const cohorts = yearPoints(trends.cohorts.first, trends.allSectors.cohortSurvival5, null);
    expect(cohorts.at(-1)?.year).toBe(trends.cohorts.last);
  });
});

describe('sector orderings', () => {
  it('sorts by five-year survival, highest first, without changing the data', () => {
    const before = trends.sectors.map((entry) => entry.sector);
    const sorted = sectorsBySurvival(trends);
    expect(sorted).toHaveLength(18);
    const survivals = sorted.map((entry) => entry.survival5);
    expect(survivals).toEqual([...survivals].sort((left, right) => right - left));
    expect(trends.sectors.map((entry) => entry.sector)).toEqual(before);
  });

  it('sorts by the rise in start-up rate, largest rise first', () => {
    const sorted = sectorsByStartupRise(trends);
    const changes = sorted.map((entry) => entry.startupRateChange);
    expect(changes).toEqual([...changes].sort((left, right) => right - left));
    // In the BDS 2019 release construction rose most (2017-2019 against 2012-2014), mining fell most.
    expect(sorted[0]?.sector).toBe('construction');
    expect(sorted.at(-1)?.sector).toBe('mining');
  });
});

it('writes a year range with an en dash', () => {
  expect(yearSpan({ first: 2012, last: 2014 })).toBe('2012–2014');
});

describe('shareTicks', () => {
  it('steps from zero to the first multiple of the step at or above the largest value', () => {
    expect(shareTicks([0.134, 0.19], 0.05)).toEqual([0, 0.05, 0.1, 0.15, 0.2]);
    expect(shareTicks([0.601, 0.3], 0.1)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it('does not add an empty step when the largest value is a multiple of the step', () => {
    expect(shareTicks([0.2], 0.05)).toEqual([0, 0.05, 0.1, 0.15, 0.2]);
  });

  it('keeps one step for empty or zero series', () => {
    expect(shareTicks([], 0.1)).toEqual([0, 0.1]);
    expect(shareTicks([0], 0.1)).toEqual([0, 0.1]);
  });
});
