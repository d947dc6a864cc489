import type { BusinessStage } from '../inputs';

/**
 * Firm age (years, BDS `fage`) at which the survival clock starts. A BDS age-0 firm was born in
 * the 12 months before the March count, so a business launched under a year ago is age 0, as is
 * one not yet launched. Operating bands use a representative age: 2 for 1-3 years (its middle)
 * and 4 for "over 3 years" (its youngest full year, the conservative choice: hazards fall with age).
 */
export const STAGE_START_AGE: Readonly<Record<BusinessStage, number>> = {
  idea: 0,
  planning: 0,
  launched_under_1_year: 0,
  operating_1_to_3_years: 2,
  operating_over_3_years: 4,
};

/** Oldest age whose hazard the model needs: the oldest start age plus the horizon, minus one. */
export const MAX_MODEL_AGE = 8;
