import { SECTORS, type Sector } from '#engine/inputs';
import { FIPS_TO_US_STATE } from '#engine/locations';
import type { HazardTable } from '#engine/model/model-types';
import { logit, survival5 } from '#engine/scoring/hazard';
import { MAX_MODEL_AGE } from '#engine/scoring/stage';
import { parseCsvRecords } from './csv';

/** Pooled birth cohorts for the base rates (model-evidence 1.2). */
export const COHORT_FIRST = 2005;
export const COHORT_LAST = 2014;
/** All cohorts with a 5-year follow-up in the 2019 release, for the macro spread. */
export const SPREAD_COHORT_FIRST = 1979;
const AGE_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f'];
const AGE_6_TO_10 = 'g';

type Counts = {
  firms: Map<string, number>;
  deaths: Map<string, number>;
  employment: Map<string, number>;
};

/** Sums firms and firm deaths by (year, group, age class letter); suppressed cells count as 0. */
export const readBdsCounts = (text: string, groupColumn: 'sector' | 'st'): Counts => {
  const firms = new Map<string, number>();
  const deaths = new Map<string, number>();
  const employment = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, raw: string | undefined) => {
    const value = Number(raw);
    if (raw && /^\d+$/.test(raw)) map.set(key, (map.get(key) ?? 0) + value);
  };
  for (const record of parseCsvRecords(text)) {
    for (const group of [record[groupColumn] ?? '', '*']) {
      const key = `${record.year}|${group}|${(record.fage ?? '').slice(0, 1)}`;
      add(firms, key, record.firms);
      add(deaths, key, record.firmdeath_firms);
      add(employment, key, record.emp);
    }
  }
  return { firms, deaths, employment };
};

const get = (map: Map<string, number>, year: number, group: string, age: string) =>
  map.get(`${year}|${group}|${age}`) ?? 0;

/**
 * S(k) = firms aged k in year t+k / firms aged 0 in year t, averaged over the cohorts with equal
 * weight (as in model-evidence 1.2, so large recession cohorts do not dominate).
 */
export const pooledSurvival = (counts: Counts, group: string, first: number, last: number) => {
  let births = 0;
  for (let year = first; year <= last; year += 1) births += get(counts.firms, year, group, 'a');
  const cohorts = last - first + 1;
  const survival = AGE_CLASSES.map((age, k) => {
    let total = 0;
    for (let year = first; year <= last; year += 1) {
      total += get(counts.firms, year + k, group, age) / get(counts.firms, year, group, 'a');
    }
    return total / cohorts;
  });
  return { survival, births };
};

/** Annual death rate of an age class: deaths in year t / firms of the previous class in t-1. */
const deathRate = (counts: Counts, group: string, age: string, previous: string) => {
  let deaths = 0;
  let firms = 0;
  for (let year = COHORT_FIRST + 1; year <= 2019; year += 1) {
    deaths += get(counts.deaths, year, group, age);
    firms += get(counts.firms, year - 1, group, previous);
  }
  return deaths / firms;
};

/**
 * Hazards for ages 0..4 from the pooled cohorts; ages 5..MAX_MODEL_AGE continue the age-4 hazard
 * scaled by the ratio of BDS firm-death rates of ages 6-10 and age 5 (single cohorts cannot be
 * followed past age 5 in the age classes).
 */
export const hazardTable = (counts: Counts, group: string): HazardTable => {
  const { survival, births } = pooledSurvival(counts, group, COHORT_FIRST, COHORT_LAST);
  const hazards = survival.slice(1).map((value, k) => 1 - value / (survival[k] ?? 1));
  const ratio =
    deathRate(counts, group, AGE_6_TO_10, AGE_6_TO_10) / deathRate(counts, group, 'f', 'e');
  const lastHazard = hazards[hazards.length - 1] ?? 0;
  while (hazards.length <= MAX_MODEL_AGE) hazards.push(lastHazard * ratio);
  return { hazards, survival5: survival[5] ?? 0, firmsAtBirth: births };
};

/**
 * Mean employment of firms aged 0 over the pooled cohorts (paid employees in March; owners of
 * unincorporated firms are not counted), summing only cohorts where both cells are published.
 */
export const birthEmployment = (counts: Counts, group: string): number => {
  let firms = 0;
  let employment = 0;
  for (let year = COHORT_FIRST; year <= COHORT_LAST; year += 1) {
    const cohortFirms = get(counts.firms, year, group, 'a');
    const cohortEmployment = get(counts.employment, year, group, 'a');
    if (cohortFirms > 0 && cohortEmployment > 0) {
      firms += cohortFirms;
      employment += cohortEmployment;
    }
  }
  return employment / firms;
};

export const sectorHazards = (counts: Counts): Record<Sector, HazardTable> =>
  Object.fromEntries(
    Object.entries(SECTORS).map(([sector, naics]) => [sector, hazardTable(counts, naics)]),
  ) as Record<Sector, HazardTable>;

/** The common hazard-logit shift that turns the reference hazards into a given S5 (bisection). */
export const shiftForSurvival = (hazards: readonly number[], target: number): number => {
  const logitHazards = hazards.map(logit);
  let low = -5;
  let high = 5;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if (survival5(logitHazards, 0, middle) > target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

/** Unshrunk shift and S5 of every state, from the state file, against its national total. */
export const stateShifts = (counts: Counts, national: HazardTable) => {
  const states: Record<string, { survival5: number; shift: number; births: number }> = {};
  for (const [fips, state] of Object.entries(FIPS_TO_US_STATE)) {
    const { survival, births } = pooledSurvival(counts, fips, COHORT_FIRST, COHORT_LAST);
    const s5 = survival[5] ?? 0;
    states[state] = { survival5: s5, shift: shiftForSurvival(national.hazards, s5), births };
  }
  return states;
};

/** Hazard-logit shift of every cohort's S5 against the pooled national hazards, and their SDs. */
export const cohortSpread = (counts: Counts, national: HazardTable) => {
  const shifts: number[] = [];
  const survivals: number[] = [];
  for (let year = SPREAD_COHORT_FIRST; year <= COHORT_LAST; year += 1) {
    const s5 = pooledSurvival(counts, '*', year, year).survival[5] ?? 0;
    survivals.push(s5);
    shifts.push(shiftForSurvival(national.hazards, s5));
  }
  return { survival5Sd: sd(survivals), hazardLogitSd: sd(shifts), cohorts: shifts.length };
};

export const sd = (values: readonly number[]): number => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance =
    values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance);
};
