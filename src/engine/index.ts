/**
 * The engine's main entry (style guide 1): prediction, explanation, inputs and locations. The
 * secondary entries ./inputs, ./locations, ./simulation and ./evaluation are listed in README.md.
 */
export * from './inputs';
export * from './locations';
export type * from './prediction-types';
export type { ModelCoefficients } from './model/model-types';
export { COEFFICIENTS, MODEL_VERSION } from './model/coefficients';
export { predict, predictCore } from './predict';
export { resultSources, SOURCE_IDS } from './explain/result-sources';
export { predictCoreWith } from './scoring/core-prediction';
export { assertCalculatorInput } from './validate-input';
// Which inputs are the founder's own choices (advice changes only these); the rest describe the business.
export { FOUNDER_CHOICES, type FounderChoice, isFounderChoice } from './founder-choices';
export { hashInput, canonicalInputJson } from './scoring/input-hash';
// Validation experiments' Bayesian update of a prediction (docs/model-card.md, "Validation experiments").
export * from './validation/validation-rule';

// The result's 5-year growth projection; the simulator's API is the secondary entry ./simulation.
export {
  type GrowthProjection,
  type GrowthProjectionInput,
  type ProjectionYear,
  PROJECTION_YEARS,
  projectGrowth,
} from './simulation/growth-projection';
export {
  growthParametersFor,
  type SectorGrowthParameters,
  SURVIVOR_MEDIAN_GROWTH_PER_YEAR,
} from './simulation/sector-growth';

// The business analyzer's survival given the months an operating business has survived (issue 15).
export {
  type ConditionalSurvival,
  conditionalSurvival,
  HORIZON_MONTHS,
  MAX_MONTHS_OPERATING,
} from './analyzer/conditional-survival';
