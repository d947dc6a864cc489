/**
 * Derives the simulation's Census BDS figures and writes src/engine/simulation/bds-derived.ts.
 * Usage: npx tsx scripts/simulation-derive.ts [path/to/bds2019_sec_fa.csv]
 *   then npx prettier --write src/engine/simulation/bds-derived.ts
 * Default data path: ../shared/data/census-bds/bds2019_sec_fa.csv (beside the repo).
 * Methods of docs/model-evidence.md section 1.2: S5 = firms aged 5 in year t+5 / firms aged 0 in
 * year t, both pooled over the cohorts and as the mean of the cohorts' ratios (the section's sector
 * rows match the mean, its "All" row the pooled figure); survivor mean size = employees / firms at
 * age 0 and at age 5, pooled over the cohorts (the section's size column).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = process.argv[2] ?? path.resolve(ROOT, '../shared/data/census-bds/bds2019_sec_fa.csv');
const OUT = path.join(ROOT, 'src/engine/simulation/bds-derived.ts');

/** Cohorts pooled for sector growth (model-evidence 1.2) and the spread over all complete cohorts. */
const POOLED_COHORTS = { first: 2005, last: 2014 } as const;
const ALL_COHORTS = { first: 1979, last: 2014 } as const;
/** Cohorts born just before and into the 2007-09 recession (model-evidence 1.2). */
const RECESSION_COHORTS = { first: 2005, last: 2007 } as const;
const HORIZON_YEARS = 5;

/** BDS 2-digit NAICS code → engine sector code (src/engine/inputs.ts); 55 is not a startup sector. */
const SECTOR_BY_NAICS: Record<string, string> = {
  '11': 'agriculture',
  '21': 'mining',
  '22': 'utilities',
  '23': 'construction',
  '31-33': 'manufacturing',
  '42': 'wholesale',
  '44-45': 'retail',
  '48-49': 'transportation',
  '51': 'information',
  '52': 'finance',
  '53': 'real_estate',
  '54': 'professional_services',
  '56': 'administrative_services',
  '61': 'education',
  '62': 'health_care',
  '71': 'arts_entertainment',
  '72': 'accommodation_food',
  '81': 'other_services',
};

type Cell = { firms: number; emp: number };
/** key `${naics}|${year}|${age}` */
const cells = new Map<string, Cell>();
const [header, ...rows] = readFileSync(DATA, 'utf8').trim().split('\n');
const columns = (header ?? '').split(',');
const col = (name: string): number => columns.indexOf(name);
for (const row of rows) {
  const f = row.split(',');
  const ageMatch = /^[a-f]\) (\d)$/.exec(f[col('fage')] ?? '');
  if (!ageMatch) continue;
  const key = `${f[col('sector')] ?? ''}|${f[col('year')] ?? ''}|${ageMatch[1] ?? ''}`;
  cells.set(key, { firms: Number(f[col('firms')]), emp: Number(f[col('emp')]) });
}

const get = (naics: string[], year: number, age: number): Cell => {
  const total = { firms: 0, emp: 0 };
  for (const code of naics) {
    const cell = cells.get(`${code}|${year}|${age}`);
    if (!cell || !Number.isFinite(cell.firms) || !Number.isFinite(cell.emp)) {
      throw new Error(`Missing or suppressed BDS cell ${code} ${year} age ${age}`);
    }
    total.firms += cell.firms;
    total.emp += cell.emp;
  }
  return total;
};

/** Pooled five-year figures for one group of sectors over a cohort range. */
const pooled = (naics: string[], first: number, last: number) => {
  const born = { firms: 0, emp: 0 };
  const aged5 = { firms: 0, emp: 0 };
  let survivalSum = 0;
  for (let year = first; year <= last; year += 1) {
    const b = get(naics, year, 0);
    const s = get(naics, year + HORIZON_YEARS, HORIZON_YEARS);
    survivalSum += s.firms / b.firms;
    born.firms += b.firms;
    born.emp += b.emp;
    aged5.firms += s.firms;
    aged5.emp += s.emp;
  }
  const meanEmpAge0 = born.emp / born.firms;
  const meanEmpAge5 = aged5.emp / aged5.firms;
  return {
    cohortFirms: born.firms,
    fiveYearSurvivalPooled: aged5.firms / born.firms,
    fiveYearSurvivalCohortMean: survivalSum / (last - first + 1),
    meanEmpAge0,
    meanEmpAge5,
    survivorMeanGrowthPerYear: (meanEmpAge5 / meanEmpAge0) ** (1 / HORIZON_YEARS) - 1,
  };
};

const round = (x: number, digits: number): number => Number(x.toFixed(digits));
const allNaics = [...new Set(rows.map((r) => r.split(',')[col('sector')] ?? ''))];

const sectors = Object.entries(SECTOR_BY_NAICS).map(([naics, sector]) => {
  const p = pooled([naics], POOLED_COHORTS.first, POOLED_COHORTS.last);
  return `  ${sector}: { naics: '${naics}', cohortFirms: ${p.cohortFirms}, fiveYearSurvivalPooled: ${round(p.fiveYearSurvivalPooled, 4)}, fiveYearSurvivalCohortMean: ${round(p.fiveYearSurvivalCohortMean, 4)}, meanEmpAge0: ${round(p.meanEmpAge0, 3)}, meanEmpAge5: ${round(p.meanEmpAge5, 3)}, survivorMeanGrowthPerYear: ${round(p.survivorMeanGrowthPerYear, 4)} },`;
});
const national = pooled(allNaics, POOLED_COHORTS.first, POOLED_COHORTS.last);

const cohortS5 = (first: number, last: number): number[] => {
  const out: number[] = [];
  for (let year = first; year <= last; year += 1) {
    out.push(pooled(allNaics, year, year).fiveYearSurvivalPooled);
  }
  return out;
};
const spread = cohortS5(ALL_COHORTS.first, ALL_COHORTS.last);
const mean = spread.reduce((a, b) => a + b, 0) / spread.length;
const sd = Math.sqrt(spread.reduce((a, b) => a + (b - mean) ** 2, 0) / (spread.length - 1));
const recession = cohortS5(RECESSION_COHORTS.first, RECESSION_COHORTS.last);
const recessionMean = recession.reduce((a, b) => a + b, 0) / recession.length;

const text = `// GENERATED by scripts/simulation-derive.ts from Census BDS 2019 (bds2019_sec_fa.csv, public
// domain, https://www.census.gov/programs-surveys/bds.html). Do not edit by hand; re-run the script\n// (then prettier).
// Method: docs/model-evidence.md section 1.2 (firms aged k in year t+k / firms aged 0 in year t).

/** Cohorts ${POOLED_COHORTS.first}-${POOLED_COHORTS.last}, employer firms; sizes in employees per firm (pooled). */
export const BDS_SECTOR_FIVE_YEAR = {
${sectors.join('\n')}
} as const;

/** All sectors together (including NAICS 55), cohorts ${POOLED_COHORTS.first}-${POOLED_COHORTS.last}. */
export const BDS_NATIONAL_FIVE_YEAR = { cohortFirms: ${national.cohortFirms}, fiveYearSurvivalPooled: ${round(national.fiveYearSurvivalPooled, 4)}, fiveYearSurvivalCohortMean: ${round(national.fiveYearSurvivalCohortMean, 4)}, meanEmpAge0: ${round(national.meanEmpAge0, 3)}, meanEmpAge5: ${round(national.meanEmpAge5, 3)}, survivorMeanGrowthPerYear: ${round(national.survivorMeanGrowthPerYear, 4)} } as const;

/** Five-year firm survival of each birth cohort, all sectors: spread ${ALL_COHORTS.first}-${ALL_COHORTS.last} and recession cohorts ${RECESSION_COHORTS.first}-${RECESSION_COHORTS.last}. */
export const BDS_COHORT_SURVIVAL_SPREAD = {
  cohorts: { first: ${ALL_COHORTS.first}, last: ${ALL_COHORTS.last} },
  meanFiveYearSurvival: ${round(mean, 4)},
  sdFiveYearSurvival: ${round(sd, 4)},
  minFiveYearSurvival: ${round(Math.min(...spread), 4)},
  maxFiveYearSurvival: ${round(Math.max(...spread), 4)},
  recessionCohorts: { first: ${RECESSION_COHORTS.first}, last: ${RECESSION_COHORTS.last} },
  recessionMeanFiveYearSurvival: ${round(recessionMean, 4)},
} as const;
`;
writeFileSync(OUT, text);
console.log(`Wrote ${path.relative(ROOT, OUT)}`);
console.log(
  `National S5 ${(national.fiveYearSurvivalPooled * 100).toFixed(1)}%, size ${national.meanEmpAge0.toFixed(1)}→${national.meanEmpAge5.toFixed(1)}, CAGR ${(national.survivorMeanGrowthPerYear * 100).toFixed(1)}%`,
);
console.log(
  `Cohort S5 ${ALL_COHORTS.first}-${ALL_COHORTS.last}: mean ${(mean * 100).toFixed(1)}, SD ${(sd * 100).toFixed(1)} pp, range ${(Math.min(...spread) * 100).toFixed(1)}-${(Math.max(...spread) * 100).toFixed(1)}; recession cohorts ${recession.map((s) => (s * 100).toFixed(1)).join(', ')}`,
);
