import type { CalculatorInput } from './inputs';

/** Evidence grades (docs/model-evidence.md): A fitted on data, B published statistics, C literature prior. */
export type EvidenceGrade = 'A' | 'B' | 'C';

export type SourceRef = {
  /** Stable source id, e.g. `census-bds-2019`, `sba-7a-li-2018`; the model card lists them all. */
  id: string;
  grade: EvidenceGrade;
};

export type InputName = keyof CalculatorInput;

/** One input's effect on the probability, in percentage points against the sector baseline. */
export type Contribution = {
  input: InputName;
  /** Percentage points; baseline.probability*100 + sum of deltas = probability*100 (up to rounding). */
  deltaPoints: number;
  source: SourceRef;
};

/** For one input, the probability at its best and worst alternative values (tornado chart data). */
export type Sensitivity = {
  input: InputName;
  worst: { value: string | number; probability: number };
  best: { value: string | number; probability: number };
};

/** What the survival model itself produces. */
export type CorePrediction = {
  /** Probability in [0, 1] that the business still operates 5 years from now. */
  probability: number;
  /** 80% interval of the probability. */
  interval: { low: number; high: number };
  /** Survival probability at the end of years 1..5 (five values, non-increasing). */
  survivalCurve: number[];
  baseline: {
    /** Sector 5-year survival (BDS) before any other input: the anchor of the contributions. */
    probability: number;
    source: SourceRef;
  };
  /** Which base rate the location used, e.g. `US-CA` (BDS state), `TR` (TÜİK) or `fallback`. */
  locationBase: { code: string; kind: 'us_state' | 'country' | 'fallback'; source: SourceRef };
  contributions: Contribution[];
  sensitivity: Sensitivity[];
  modelVersion: string;
  /** Stable hash of the canonicalised input. */
  inputHash: string;
};

export type ScoreBand = 'low' | 'moderate' | 'medium' | 'high';
export type ScoreLabel = 'excellent' | 'good' | 'moderate' | 'challenging' | 'difficult';

export type FactorName =
  | 'marketDemand'
  | 'competition'
  | 'executionCapability'
  | 'revenuePotential'
  | 'scalability'
  | 'riskLevel';

/** A piece of text as a code plus parameters; the web app translates `engine.<code>`. */
export type TextCode = { code: string; params?: Record<string, string | number> };

export type RatedFactor = {
  name: FactorName;
  /** 0..100, higher is better for every factor (riskLevel: 100 = lowest risk). */
  rating: number;
  /** The inputs this rating is computed from. */
  inputs: InputName[];
};

export type SimilarExample = {
  id: string;
  name: string;
  /** NAICS 2-digit sector code as in `SECTORS`. */
  naicsSector: string;
  country: string;
  foundedYear: number;
  outcome: 'survived' | 'closed';
  closedYear?: number;
  /** Short factual note as a text code (translated), e.g. why it closed. */
  note: TextCode;
  source: { title: string; url: string };
};

/** Everything the explanation layer adds on top of the core prediction. */
export type Explanation = {
  score: number;
  band: ScoreBand;
  label: ScoreLabel;
  factors: RatedFactor[];
  strengths: TextCode[];
  challenges: TextCode[];
  positiveFactors: TextCode[];
  negativeFactors: TextCode[];
  neutralFactors: TextCode[];
  recommendations: TextCode[];
  commonMistakes: TextCode[];
  /** Months until the business typically reaches sustained profitability (a range). */
  timeToSuccessMonths: { low: number; high: number };
  /** How the range was obtained, e.g. `time_to_success.rule_of_thumb` (no data source exists). */
  timeToSuccessBasis?: TextCode;
  similarExamples: SimilarExample[];
};

export type PredictionResult = CorePrediction & Explanation;
