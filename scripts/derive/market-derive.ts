/**
 * Derives the market dashboard's sector trends from the Census BDS and writes
 * src/shared/market/market-trends.json (the raw CSV is never committed).
 * Usage: npx tsx scripts/derive/market-derive.ts [--data <dir>] --write
 *   then npx prettier --write src/shared/market/market-trends.json
 * 5-year survival uses the engine's own BDS anchoring (model/bds.ts `pooledSurvival`, the same
 * pooled cohorts), so the dashboard and the model never disagree on a sector's base rate.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SECTOR_CODES, SECTORS } from '#engine/inputs';
import type { MarketSeries, MarketTrends } from '#shared/contracts/market';
import {
  COHORT_FIRST,
  COHORT_LAST,
  pooledSurvival,
  readBdsCounts,
  SPREAD_COHORT_FIRST,
} from '../model/bds';
import { dataDirectory, readData, repoPath } from '../model/data';

export const BDS_SECTOR_FILE = 'census-bds/bds2019_sec_fa.csv';
export const MARKET_TRENDS_PATH = repoPath('src/shared/market/market-trends.json');

const YEARS = { first: 1978, last: 2019 } as const;
/** Birth cohorts followed for 5 years within the release (the engine's macro-spread cohorts). */
const COHORTS = { first: SPREAD_COHORT_FIRST, last: YEARS.last - 5 } as const;
/** The last three years of the release against three years five years earlier (smooths single years). */
const CHANGE = {
  earlier: { first: 2012, last: 2014 },
  recent: { first: 2017, last: 2019 },
} as const;
/** BDS firm-age classes: a) 0 .. k) 26+ and l) left censored (firms older than the data). */
const ALL_AGE_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];

type Counts = ReturnType<typeof readBdsCounts>;

const range = ({ first, last }: { first: number; last: number }) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** Rounded to 6 decimals, as the engine rounds its probabilities. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Firms aged 0 in the year over all firms that year (every age class, left-censored included). */
export const startupRate = (counts: Counts, group: string, year: number): number => {
  const firms = (age: string) => counts.firms.get(`${year}|${group}|${age}`) ?? 0;
  const total = ALL_AGE_CLASSES.reduce((sum, age) => sum + firms(age), 0);
  if (total === 0) throw new Error(`No BDS firms for ${group} in ${year}`);
  return firms('a') / total;
};

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

const series = (counts: Counts, group: string): MarketSeries => {
  const rates = (window: { first: number; last: number }) =>
    range(window).map((year) => startupRate(counts, group, year));
  return {
    survival5: round(pooledSurvival(counts, group, COHORT_FIRST, COHORT_LAST).survival[5] ?? 0),
    startupRates: rates(YEARS).map(round),
    cohortSurvival5: range(COHORTS).map((year) =>
      round(pooledSurvival(counts, group, year, year).survival[5] ?? 0),
    ),
    startupRateChange: round(mean(rates(CHANGE.recent)) - mean(rates(CHANGE.earlier))),
  };
};

/** Everything the dashboard shows from the BDS, with where each figure comes from. */
export const deriveMarketTrends = (sectorCsv: string, derivedOn: string): MarketTrends => {
  const counts = readBdsCounts(sectorCsv, 'sector');
  return {
    provenance: {
      source: 'US Census Bureau, Business Dynamics Statistics (BDS), 2019 release',
      url: 'https://www.census.gov/programs-surveys/bds.html',
      file: BDS_SECTOR_FILE,
      columns: ['year', 'sector', 'fage', 'firms'],
      methods: {
        survival5: `Firms aged 5 in year t+5 / firms aged 0 in year t, the mean over birth cohorts ${COHORT_FIRST}-${COHORT_LAST} with equal weight (the engine's BDS anchoring, scripts/model/bds.ts pooledSurvival)`,
        cohortSurvival5: `The same ratio for each single birth cohort ${COHORTS.first}-${COHORTS.last}`,
        startupRate:
          'Firms aged 0 in year t / all firms in year t (every age class, left-censored included)',
        startupRateChange: `Mean start-up rate ${CHANGE.recent.first}-${CHANGE.recent.last} minus mean ${CHANGE.earlier.first}-${CHANGE.earlier.last}`,
      },
      script: 'scripts/derive/market-derive.ts',
      derivedOn,
    },
    years: YEARS,
    cohorts: COHORTS,
    pooledCohorts: { first: COHORT_FIRST, last: COHORT_LAST },
    change: CHANGE,
    // '*' sums every sector of the file, management of companies (55) included, as the engine's national figure does.
    allSectors: series(counts, '*'),
    sectors: SECTOR_CODES.map((sector) => ({
      sector,
      naics: SECTORS[sector],
      ...series(counts, SECTORS[sector]),
    })),
  };
};

const main = () => {
  const csv = readData(dataDirectory(), BDS_SECTOR_FILE);
  const trends = deriveMarketTrends(csv, new Date().toISOString().slice(0, 10));
  if (process.argv.includes('--write')) {
    writeFileSync(MARKET_TRENDS_PATH, `${JSON.stringify(trends, null, 2)}\n`);
  }
  console.log(JSON.stringify({ allSectors: trends.allSectors.survival5 }));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
