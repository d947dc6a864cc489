/**
 * Derives the market figures of the comprehensive analysis (src/shared/analysis/sector-figures.json)
 * from the Census BDS 2019 release: per sector, the 5-year survival of the five most recent
 * cohorts with a 5-year follow-up, the number of new firms in 2009 and 2019, and the share of
 * firms that were new in 2019. Same cohort method as the model (scripts/model/bds.ts).
 *
 *   npx tsx scripts/derive/analysis-sector-figures.ts            # prints
 *   npx tsx scripts/derive/analysis-sector-figures.ts --write    # writes the JSON
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SECTORS, type Sector } from '#engine/inputs';
import { pooledSurvival, readBdsCounts } from '../model/bds';

const SOURCE_FILE = '/work/shared/data/census-bds/bds2019_sec_fa.csv';
const OUTPUT = 'src/shared/analysis/sector-figures.json';
/** Cohorts 2010-2014, the last five whose fifth year (2015-2019) is in the release. */
const COHORT_FIRST = 2010;
const COHORT_LAST = 2014;
const STARTS_EARLIER = 2009;
const STARTS_LATER = 2019;
const AGE_CLASS_LETTERS = 'abcdefghijkl'.split('');

const counts = readBdsCounts(readFileSync(SOURCE_FILE, 'utf8'), 'sector');
const firms = (year: number, group: string, age: string) =>
  counts.firms.get(`${year}|${group}|${age}`) ?? 0;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

const figuresFor = (group: string) => {
  const { survival } = pooledSurvival(counts, group, COHORT_FIRST, COHORT_LAST);
  const allFirms = AGE_CLASS_LETTERS.reduce((sum, age) => sum + firms(STARTS_LATER, group, age), 0);
  return {
    survival5: round(survival[5] ?? 0, 3),
    survival1: round(survival[1] ?? 0, 3),
    newFirmsEarlier: firms(STARTS_EARLIER, group, 'a'),
    newFirmsLater: firms(STARTS_LATER, group, 'a'),
    newFirmShareLater: round(firms(STARTS_LATER, group, 'a') / allFirms, 3),
  };
};

const output = {
  provenance: {
    source:
      'U.S. Census Bureau, Business Dynamics Statistics (BDS), 2019 release, firms by sector and firm age',
    sourceUrl: 'https://www.census.gov/programs-surveys/bds.html',
    file: 'bds2019_sec_fa.csv',
    script: 'scripts/derive/analysis-sector-figures.ts',
    method:
      'survivalK = mean over cohorts of firms aged K in year t+K / firms aged 0 in year t; new firms = firms aged 0; share = firms aged 0 / all firms in the year',
    cohorts: { first: COHORT_FIRST, last: COHORT_LAST },
    years: { earlier: STARTS_EARLIER, later: STARTS_LATER },
  },
  allSectors: figuresFor('*'),
  sectors: Object.fromEntries(
    (Object.entries(SECTORS) as [Sector, string][]).map(([sector, naics]) => [
      sector,
      figuresFor(naics),
    ]),
  ),
};

const json = `${JSON.stringify(output, null, 2)}\n`;
if (process.argv.includes('--write')) writeFileSync(OUTPUT, json);
else process.stdout.write(json);
