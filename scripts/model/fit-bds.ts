import type { ModelCoefficients, Provenance } from '#engine/model/model-types';
import { SECTORS, type Sector } from '#engine/inputs';
import {
  birthEmployment,
  COHORT_FIRST,
  COHORT_LAST,
  cohortSpread,
  hazardTable,
  readBdsCounts,
  sd,
  sectorHazards,
  SPREAD_COHORT_FIRST,
  stateShifts,
} from './bds';

/** BDS state offsets are shrunk half-way to the national rate (model-evidence 4.2). */
export const STATE_SHRINKAGE = 0.5;
/** Assumption: a country without a base rate differs from the US at least twice as much as a US state does. */
export const FALLBACK_SD_MULTIPLIER = 2;

export type BdsPart = {
  hazards: ModelCoefficients['hazards'];
  cohortSpread: ModelCoefficients['cohortSpread'];
  states: Record<string, { survival5: number; bdsShift: number; births: number }>;
  /** Unshrunk state shifts (the spread of US locations). */
  rawStateShifts: number[];
  /** Mean employees per firm at age 0, by sector. */
  birthEmployment: Record<Sector, number>;
  locationProvenance: Provenance;
  shrinkage: number;
  fallbackExtraSd: number;
};

const VINTAGE = `BDS 2019 release, birth cohorts ${COHORT_FIRST}-${COHORT_LAST} pooled`;

export const buildBdsPart = (sectorCsv: string, stateCsv: string): BdsPart => {
  const sectorCounts = readBdsCounts(sectorCsv, 'sector');
  const stateCounts = readBdsCounts(stateCsv, 'st');
  const sectors = sectorHazards(sectorCounts);
  const national = hazardTable(sectorCounts, '*');
  const stateNational = hazardTable(stateCounts, '*');
  const rawStates = stateShifts(stateCounts, stateNational);
  const spread = cohortSpread(sectorCounts, national);
  return {
    hazards: {
      provenance: {
        source: 'census-bds-2019',
        file: 'census-bds/bds2019_sec_fa.csv',
        vintage: VINTAGE,
        rows: national.firmsAtBirth,
        method:
          'S(k) = firms aged k in t+k / firms aged 0 in t; hazards 1 - S(k+1)/S(k); ages 5-8 scale the age-4 hazard by the firm-death-rate ratio of ages 6-10 to age 5',
      },
      sectors,
      national,
    },
    cohortSpread: {
      provenance: {
        source: 'census-bds-2019',
        file: 'census-bds/bds2019_sec_fa.csv',
        vintage: `BDS 2019 release, single cohorts ${SPREAD_COHORT_FIRST}-${COHORT_LAST}`,
        rows: spread.cohorts,
        method:
          'SD across cohorts of the hazard-logit shift that reproduces each cohort national S5',
      },
      survival5Sd: spread.survival5Sd,
      hazardLogitSd: spread.hazardLogitSd,
    },
    states: Object.fromEntries(
      Object.entries(rawStates).map(([state, entry]) => [
        state,
        {
          survival5: entry.survival5,
          bdsShift: STATE_SHRINKAGE * entry.shift,
          births: entry.births,
        },
      ]),
    ),
    rawStateShifts: Object.values(rawStates).map((entry) => entry.shift),
    birthEmployment: Object.fromEntries(
      Object.entries(SECTORS).map(([sector, naics]) => [
        sector,
        birthEmployment(sectorCounts, naics),
      ]),
    ) as Record<Sector, number>,
    locationProvenance: {
      source: 'census-bds-2019',
      file: 'census-bds/bds2019_st_fa.csv',
      vintage: VINTAGE,
      rows: stateNational.firmsAtBirth,
      method: `state S5 as a hazard-logit shift against the national hazards, times ${STATE_SHRINKAGE}; plus the SBA-fitted residual`,
    },
    shrinkage: STATE_SHRINKAGE,
    fallbackExtraSd:
      FALLBACK_SD_MULTIPLIER * sd(Object.values(rawStates).map((entry) => entry.shift)),
  };
};
