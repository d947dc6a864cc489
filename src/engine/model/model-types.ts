import type {
  AreaType,
  ExperienceLevel,
  LegalForm,
  MarketSize,
  OperationScale,
  Sector,
  TimeCommitment,
} from '../inputs';
import type { EvidenceGrade } from '../prediction-types';

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

/**
 * The SBA 7(a) fit. Only the area type is used for prediction; the loan-size and team-size
 * coefficients of the same regression are kept as diagnostics (they describe one lender's
 * borrowers, not new firms: the model card compares them with the new-firm evidence).
 */
export type FittedEffects = {
  provenance: Provenance;
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
  /** Diagnostic, not used: charge-off logit per ln(loan USD) from $5,000 to $2M. */
  sbaCapitalSlope: number;
  /** Diagnostic, not used: charge-off logit by team size (21-100 and over 100 share one level). */
  sbaScaleLevels: Record<OperationScale, number>;
  l2: { sector: number; state: number; scale: number; capital: number; area: number };
};

/** Where one effect of the new-firm evidence comes from (the model card lists every source). */
export type EffectEvidence = {
  /** Source id, e.g. `insee-sine-2010`. */
  source: string;
  grade: EvidenceGrade;
  /** Whether the figures were read in the agency's own publication or in a summary of it. */
  seen: 'primary' | 'secondary';
  citation: string;
  url: string;
  population: string;
  horizonYears: number;
  /** The published figures, as printed (survival by class, and the overall rate). */
  figures: string;
  /** 'fitted': the model reproduces this table; 'check': compared with the model, never fitted. */
  role: 'fitted' | 'check';
};

/** Capital: a hazard-logit shift piecewise linear in ln(USD) between knots, flat outside them. */
export type CapitalCurve = { knotsUsd: number[]; levels: number[] };

/** The jointly calibrated effects of the inputs that move together (capital, team size). */
export type CalibratedEffects = {
  capital: CapitalCurve;
  operationScale: Record<OperationScale, number>;
};

export type StatedLegalForm = Exclude<LegalForm, 'unknown'>;

/** The inputs whose effects come from published survival tables of new firms. */
export const NEW_FIRM_INPUTS = [
  'capitalInvestment',
  'operationScale',
  'legalForm',
  'experience',
  'marketSize',
  'timeCommitment',
] as const;
export type NewFirmInput = (typeof NEW_FIRM_INPUTS)[number];

type Range = readonly [number, number | null];

/** What a class of a published table stands for, in the model's terms (evaluation.json, tables). */
export type EvidenceClassKey =
  | { kind: 'capitalEur'; range: Range }
  | { kind: 'employees'; range: Range }
  | { kind: 'legalForm'; form: StatedLegalForm }
  | { kind: 'experienceYears'; range: Range }
  | { kind: 'international'; isInternational: boolean }
  | { kind: 'timeCommitment'; code: 'full_time' | 'side_business' };

/**
 * The source population the joint effects are calibrated on: new French firms (INSEE SINE),
 * one-factor Gaussian copula over capital, team size and legal form.
 */
export type SourcePopulation = {
  provenance: Provenance[];
  /** Loading of each variable on the common factor (corr = product of loadings). */
  loading: number;
  /** Capital classes: amount in EUR of the cohort year (geometric middle) and share. */
  capitalEur: { lowEur: number; highEur: number | null; eur: number; share: number }[];
  /** Team-size classes (employees at start) with their share and the calculator codes they stand for. */
  employees: { label: string; share: number }[];
  legalForm: Record<'sole_proprietorship' | 'limited_company', number>;
};

/**
 * Every effect of the founder's answers that comes from new-firm evidence (model 2026.12-3): the
 * hazard-logit shift of each value (positive = riskier), its relative uncertainty and its sources.
 */
export type NewFirmEffects = {
  /** Capital and team size calibrated together; legal form not stated (absent from the model). */
  base: CalibratedEffects;
  /** The same calibration with legal form in it; used only when legal form is stated. */
  withLegalForm: CalibratedEffects & { legalForm: Record<StatedLegalForm, number> };
  /** Independent of the others (no cross-table found); the reference value is 0. */
  experience: Record<ExperienceLevel, number>;
  marketSize: Record<MarketSize, number>;
  /** `unknown` is exactly 0; the others are centred on the source's mix. */
  timeCommitment: Record<TimeCommitment, number>;
  /** SD of an effect = relativeSd x its distance from the average founder (evidence strength). */
  relativeSd: Record<NewFirmInput, number>;
  evidence: Record<NewFirmInput, EffectEvidence[]>;
  sourcePopulation: SourcePopulation;
  /** EUR of the cohort year to USD of the price year: exchange rate x US CPI ratio. */
  currency: { eurToUsd: number; method: string };
};

/** Per-sector means of each fitted component over the representative population (the centring). */
export type SectorCentring = {
  location: number;
  capital: number;
  scale: number;
  /** Hazard-logit shift that makes the population's mean S5 equal the BDS S5 exactly (Jensen gap). */
  anchorShift: number;
  /**
   * With legal form stated: the constant that, added to the legal-form model's shifts, makes that
   * model's population mean S5 the BDS rate too (its centring and anchor minus the base model's).
   */
  legalFormOffset: number;
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
 * The representative population of new businesses the effects are centred on and the sector base
 * rates are anchored to: start-up capital and team size at birth of new employer firms (Census
 * survey tables and BDS), correlated as in the source population, located like BDS births. The
 * other answers sit at their reference values (0 by construction).
 */
export type FounderPopulation = {
  provenance: Provenance[];
  capitalBrackets: CapitalBracket[];
  /** Share of each operation scale among new firms of the sector (headcount incl. founders). */
  scaleShares: Record<Sector, Record<OperationScale, number>>;
  /** Share of new firms (BDS births, pooled cohorts) by state. */
  stateWeights: Record<string, number>;
  /** Legal form of new US firms at start (Kauffman Firm Survey), for the legal-form model. */
  legalFormShares: Record<StatedLegalForm, number>;
  /** Loading of capital, team size and legal form on the common factor (as in the source population). */
  loading: number;
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
  newFirm: NewFirmEffects;
  population: FounderPopulation;
  sectorCentring: Record<Sector, SectorCentring>;
  /** Monotone map from 1 - S5 to SBA charge-off probability (Platt), used only by model:evaluate. */
  chargeOffLink: { provenance: Provenance; intercept: number; slope: number };
};
