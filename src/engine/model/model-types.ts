import type { AreaType, OperationScale, Sector } from '../inputs';

/** Where a committed number comes from. */
export type Provenance = {
  /** Source id as listed in docs/model-card.md, e.g. `census-bds-2019`. */
  source: string;
  file: string;
  /** Data vintage and the subset used, e.g. `2019 release, cohorts 2005-2014`. */
  vintage: string;
  /** Rows (or firms) the numbers were computed from. */
  rows: number;
  method: string;
};

export type HazardTable = {
  /** Annual hazard of exit from age a to a+1, for a = 0..MAX_MODEL_AGE (BDS pooled cohorts). */
  hazards: number[];
  /** Five-year survival from birth (age 0), S(5). */
  survival5: number;
  /** Firms born in the pooled cohorts (the denominator of S). */
  firmsAtBirth: number;
};

export type StateLocation = {
  survival5: number;
  /** Shift of every annual hazard logit that reproduces the state's S5 from national hazards, times the shrinkage. */
  bdsShift: number;
  /**
   * SBA-fitted residual state effect (charge-off logit, L2-shrunk). Diagnostic only, NOT used for
   * prediction: it mostly reflects where the 2007-09 credit shock hit 2004-06 loans.
   */
  sbaResidual: number;
  sbaResidualSe: number;
  loans: number;
};

export type FittedEffects = {
  provenance: Provenance;
  /** Capital: continuous piecewise-linear in ln(USD) between knots, flat outside; slope per segment. */
  capitalKnotsUsd: number[];
  capitalSlopes: number[];
  scaleLevels: Record<OperationScale, number>;
  /**
   * Area type: hazard-logit shifts for urban and rural, centred on the rural share of the fitted
   * loans so that `unknown` (0) is the average area, exactly no effect.
   */
  areaLevels: Record<AreaType, number>;
  /** Share of rural loans among the fitted loans (the centring of `areaLevels`). */
  ruralShare: number;
  /** SE of the rural-minus-urban coefficient (hazard logit). */
  areaContrastSe: number;
  /**
   * SBA NewExist = 2 (new business) coefficient, charge-off logit. Adjustment only, NOT used for
   * prediction: the stage effect is the BDS age (SBA new/existing reflects lender selection).
   */
  newBusinessResidual: number;
  /** Covariance of [capitalSlopes..., scale levels in OPERATION_SCALES order] (inverse penalised Hessian). */
  covariance: number[][];
  /** Mean of that gradient over the representative population: SEs are of effects against the typical business. */
  meanGradient: number[];
  l2: { sector: number; state: number; scale: number; capital: number; area: number };
};

/** Per-sector means of each fitted component over the representative population (the centring). */
export type SectorCentring = {
  location: number;
  capital: number;
  scale: number;
  /** Hazard-logit shift that makes the population's mean S5 equal the BDS S5 exactly (Jensen gap). */
  anchorShift: number;
  rows: number;
};

/** A country or region's base rate: one hazard-logit shift against the US national BDS hazards. */
export type CountryLocation = {
  /** Common hazard-logit shift with the country's 5-year survival from birth (the location effect). */
  shift: number;
  /** Per age 0..MAX_MODEL_AGE, the country's hazard-logit offset minus `shift`: its age pattern. */
  ageShape: number[];
  /** SD of the shift (hazard logit): wider than any US state's. */
  sd: number;
  /** Five-year survival from birth at the national US hazards plus the shift. */
  survival5: number;
  /** The published (or extrapolated) [year, survival] points the age pattern joins. */
  published: number[][];
  /** Source id and evidence grade (B: published statistics). */
  source: { id: string; grade: string };
  method: string;
};

/** One bracket of start-up capital with its share of new employer firms. */
export type CapitalBracket = {
  lowUsd: number;
  /** Upper bound (exclusive); null for the open top bracket. */
  highUsd: number | null;
  /** The amount that stands for the bracket (geometric middle; 1.5 x the bound for the top). */
  usd: number;
  share: number;
};

/**
 * The representative population of new businesses the fitted effects are centred on and the
 * sector base rates are anchored to: start-up capital and team size at birth of new employer
 * firms (Census survey tables and BDS), located like BDS births. Priors are neutral in it by
 * construction (each prior is centred on the average founder).
 */
export type FounderPopulation = {
  provenance: Provenance[];
  capitalBrackets: CapitalBracket[];
  /** Share of each operation scale among new firms of the sector (headcount incl. founders). */
  scaleShares: Record<Sector, Record<OperationScale, number>>;
  /** Share of new firms (BDS births, pooled cohorts) by state. */
  stateWeights: Record<string, number>;
};

/**
 * Effects fitted on one lender's loans are associations (loan size mixes capital with firm size
 * and underwriting): each is scaled down, when needed, so that its full range moves a typical
 * founder of any sector by at most `maxSwingPoints`.
 */
export type EffectBound = {
  maxSwingPoints: number;
  /** Factor applied to the SBA-fitted shape (1 = unbounded). */
  factor: number;
  /** Largest swing over the sectors' typical founders after bounding, points. */
  swingPoints: number;
  /** The same before bounding, points. */
  unboundedSwingPoints: number;
};

export type ModelCoefficients = {
  modelVersion: string;
  hazards: {
    provenance: Provenance;
    sectors: Record<Sector, HazardTable>;
    national: HazardTable;
  };
  cohortSpread: { provenance: Provenance; survival5Sd: number; hazardLogitSd: number };
  locations: {
    provenance: Provenance;
    shrinkage: number;
    states: Record<string, StateLocation>;
    /** Extra hazard-logit SD for locations without a base rate of their own. */
    fallbackExtraSd: number;
    /** Turkey (TÜİK) and every other country (`OTHER`: EU-28, Eurostat). */
    countries: Record<'TR' | 'OTHER', CountryLocation>;
  };
  fitted: FittedEffects;
  bounds: { capital: EffectBound; scale: EffectBound };
  population: FounderPopulation;
  sectorCentring: Record<Sector, SectorCentring>;
  /** Monotone map from 1 - S5 to SBA charge-off probability (Platt), used only by model:evaluate. */
  chargeOffLink: { provenance: Provenance; intercept: number; slope: number };
};
