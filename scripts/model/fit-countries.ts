/**
 * Base rates outside the US (model-evidence 1.7): each country's published survival figures become
 * one hazard-logit shift against the US national BDS hazards, fitted by least squares on
 * log-survival. Published figures, not raw data: the numbers below are quoted with their sources.
 */
import type { CountryLocation, HazardTable } from '#engine/model/model-types';
import { logistic, logit, survivalCurve } from '#engine/scoring/hazard';
import { sd, shiftForSurvival } from './bds';

/**
 * TÜİK (TurkStat) Business Demography, enterprises born in 2019 (all enterprises, employer or
 * not): share still active 1-4 years later, as reported from the releases (model-evidence 1.7).
 */
export const TUIK_2019_COHORT_SURVIVAL = [0.806, 0.669, 0.582, 0.475];
/** Other TÜİK cohorts' 1- and 2-year survival (2017, 2018, 2019, 2021, 2022): the cohort spread. */
export const TUIK_COHORTS_1_2_YEAR: readonly (readonly [number, number])[] = [
  [0.802, 0.641],
  [0.813, 0.64],
  [0.806, 0.669],
  [0.753, 0.567],
  [0.752, 0.586],
];
/** Eurostat business demography, EU-28 all enterprises: ~80% survive 1 year (2013 cohort), ~44% 5 years (2009 cohort). */
export const EUROSTAT_SURVIVAL: readonly (readonly [year: number, survival: number])[] = [
  [1, 0.8],
  [5, 0.44],
];

/**
 * A country's hazards by age from its survival points: between published years the hazard is the
 * one that joins them (one common hazard-logit offset against the US hazards over the gap); after
 * the last point the offset of the last gap carries on.
 */
const countryAgeOffsets = (
  national: HazardTable,
  points: readonly (readonly [year: number, survival: number])[],
): number[] => {
  const usLogit = national.hazards.map(logit);
  const offsets: number[] = [];
  let previousYear = 0;
  let previousSurvival = 1;
  for (const [year, survival] of points) {
    const ages = usLogit.slice(previousYear, year);
    const target = survival / previousSurvival;
    // Bisection on the common offset over the gap's ages.
    let low = -5;
    let high = 5;
    for (let step = 0; step < 80; step += 1) {
      const middle = (low + high) / 2;
      const kept = ages.reduce((product, value) => product * (1 - logistic(value + middle)), 1);
      if (kept > target) low = middle;
      else high = middle;
    }
    for (let age = previousYear; age < year; age += 1) offsets.push((low + high) / 2);
    previousYear = year;
    previousSurvival = survival;
  }
  while (offsets.length < usLogit.length) offsets.push(offsets[offsets.length - 1] ?? 0);
  return offsets;
};

/**
 * Turkey: years 1-4 from the 2019 cohort; year 5 extrapolated by applying the US BDS ratio of the
 * age-4 to the age-3 hazard to Turkey's own age-3 hazard (no 5-year Turkish figure is published).
 */
export const turkeySurvivalPoints = (national: HazardTable): [number, number][] => {
  const [, , s3 = 0, s4 = 0] = TUIK_2019_COHORT_SURVIVAL;
  const turkeyHazard3 = 1 - s4 / s3;
  const usRatio = (national.hazards[4] ?? 0) / (national.hazards[3] ?? 1);
  const s5 = s4 * (1 - turkeyHazard3 * usRatio);
  return [...TUIK_2019_COHORT_SURVIVAL.map((s, k): [number, number] => [k + 1, s]), [5, s5]];
};

/**
 * One country's base rate: its hazards by age as offsets against the US national hazards, split
 * into a common shift (the one that gives the same 5-year survival from birth, which attribution
 * reports as the location's effect) and the age shape around it (which the survival curve uses).
 */
const countryLocation = (
  national: HazardTable,
  points: [number, number][],
): Pick<CountryLocation, 'shift' | 'ageShape' | 'survival5' | 'published'> => {
  const offsets = countryAgeOffsets(national, points);
  const usLogit = national.hazards.map(logit);
  const survival5 =
    survivalCurve(
      usLogit.map((value, age) => value + (offsets[age] ?? 0)),
      0,
      0,
    )[4] ?? 0;
  const shift = shiftForSurvival(national.hazards, survival5);
  return {
    shift,
    ageShape: offsets.map((offset) => offset - shift),
    survival5,
    published: points,
  };
};

/** Mean hazard-logit offset of a cohort's first two years (for the cohort spread). */
const earlyShift = (national: HazardTable, s1: number, s2: number) => {
  const [first = 0, second = 0] = countryAgeOffsets(national, [
    [1, s1],
    [2, s2],
  ]);
  return (first + second) / 2;
};

export const buildCountries = (
  national: HazardTable,
  stateShifts: readonly number[],
  fallbackExtraSd: number,
): Record<'TR' | 'OTHER', CountryLocation> => {
  const cohortShifts = TUIK_COHORTS_1_2_YEAR.map(([s1, s2]) => earlyShift(national, s1, s2));
  const widestState = Math.max(...stateShifts.map(Math.abs));
  return {
    TR: {
      ...countryLocation(national, turkeySurvivalPoints(national)),
      // Wider than any US state: the cohort-to-cohort spread of Turkish survival, plus the widest
      // US state offset for the difference between all enterprises (TÜİK) and employer firms (BDS).
      sd: Math.hypot(sd(cohortShifts), widestState),
      source: { id: 'tuik-business-demography', grade: 'B' },
      method:
        'hazards by age joining S(1..4) of the TÜİK 2019 cohort and S(5) = S(4) x (1 - TÜİK age-3 hazard x BDS age-4/age-3 hazard ratio), as offsets against the US national BDS hazards; SD = hypot(SD over the 2017-2022 cohorts of the offset implied by their 1- and 2-year survival, widest US state offset)',
    },
    OTHER: {
      ...countryLocation(
        national,
        EUROSTAT_SURVIVAL.map(([year, s]): [number, number] => [year, s]),
      ),
      sd: fallbackExtraSd,
      source: { id: 'eurostat-business-demography', grade: 'B' },
      method:
        'EU-28 all enterprises as the reference for any other country: hazards joining S(1) = 80% and S(5) = 44%, as offsets against the US national BDS hazards; SD = twice the SD of US state offsets',
    },
  };
};
