import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COEFFICIENTS } from '#engine/index';
import { SECTOR_CODES } from '#engine/inputs';
import { MarketTrendsSchema } from '#shared/contracts/market';
import { MARKET_TRENDS } from '#shared/market/market-trends';
import { BDS_SECTOR_FILE, deriveMarketTrends } from './market-derive';
import { dataDirectory } from '../model/data';

const CSV = path.join(dataDirectory([]), BDS_SECTOR_FILE);
const committed = MarketTrendsSchema.parse(MARKET_TRENDS);

describe('committed market trends', () => {
  it('hold one start-up rate a year and one survival a cohort for every sector', () => {
    const years = committed.years.last - committed.years.first + 1;
    const cohorts = committed.cohorts.last - committed.cohorts.first + 1;
    expect([committed.years.first, committed.years.last]).toEqual([1978, 2019]);
    expect(committed.sectors.map((entry) => entry.sector)).toEqual(SECTOR_CODES);
    for (const series of [committed.allSectors, ...committed.sectors]) {
      expect(series.startupRates).toHaveLength(years);
      expect(series.cohortSurvival5).toHaveLength(cohorts);
    }
  });

  it('give every sector the 5-year survival the engine anchors on, so the two never disagree', () => {
    for (const entry of committed.sectors) {
      expect(entry.survival5).toBeCloseTo(COEFFICIENTS.hazards.sectors[entry.sector].survival5, 5);
    }
    expect(committed.allSectors.survival5).toBeCloseTo(COEFFICIENTS.hazards.national.survival5, 5);
  });
});

/** `firms` of one row of the raw file, read without the derivation's code. */
const firmsOf = (lines: string[], year: number, naics: string, ageClass: string) => {
  const line = lines.find((row) => row.startsWith(`${year},${naics},${ageClass}`));
  if (!line) throw new Error(`no row ${year} ${naics} ${ageClass}`);
  const firms = line.split(',')[3] ?? '';
  return /^\d+$/.test(firms) ? Number(firms) : 0;
};

describe.skipIf(!existsSync(CSV))('market trends from the raw BDS file', () => {
  const text = existsSync(CSV) ? readFileSync(CSV, 'utf8') : '';
  const lines = text.split('\n');
  const retail = committed.sectors.find((entry) => entry.sector === 'retail');

  it('match a fresh derivation exactly', () => {
    expect(deriveMarketTrends(text, committed.provenance.derivedOn)).toEqual(committed);
  });

  it('recompute the retail start-up rate of 2019 and the survival of its 2010 cohort by hand', () => {
    const ages = ['a) 0', 'b) 1', 'c) 2', 'd) 3', 'e) 4', 'f) 5', 'g) 6 to 10', 'h) 11 to 15'];
    const allAges = [...ages, 'i) 16 to 20', 'j) 21 to 25', 'k) 26+', 'l) Left Censored'];
    const total = allAges.reduce((sum, age) => sum + firmsOf(lines, 2019, '44-45', age), 0);
    const rate2019 = firmsOf(lines, 2019, '44-45', 'a) 0') / total;
    expect(retail?.startupRates.at(-1)).toBeCloseTo(rate2019, 6);
    const survival2010 =
      firmsOf(lines, 2015, '44-45', 'f) 5') / firmsOf(lines, 2010, '44-45', 'a) 0');
    expect(retail?.cohortSurvival5[2010 - committed.cohorts.first]).toBeCloseTo(survival2010, 6);
  });
});
