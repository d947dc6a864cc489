/** The engine's public entry: the only barrel (style guide 1). */
export * from './inputs';
export * from './locations';
export type * from './prediction-types';
export type { ModelCoefficients } from './model/model-types';
export { COEFFICIENTS, MODEL_VERSION } from './model/coefficients';
export { predict, predictCore } from './predict';
export { resultSources, SOURCE_IDS } from './explain/result-sources';
export { predictCoreWith } from './scoring/core-prediction';
export { assertCalculatorInput } from './validate-input';
export { hashInput, canonicalInputJson } from './scoring/input-hash';

// Simulation: Monte Carlo business simulator, scenarios, growth projection, goal-seeking.
export { type BusinessGoal, DEFAULT_GOAL_PROBABILITY } from './simulation/business-goals';
export { type BusinessSimulationResult, simulateBusiness } from './simulation/business-simulation';
export type {
  BreakEvenBin,
  BreakEvenPercentiles,
  BreakEvenSummary,
} from './simulation/break-even-summary';
export { BREAK_EVEN_BIN_MONTHS } from './simulation/break-even-summary';
export {
  type BusinessGoalSeekOptions,
  DEFAULT_BUSINESS_LEVERS,
  SEARCH_PATHS,
  seekBusinessGoal,
} from './simulation/goal-seek';
export {
  DEFAULT_MAX_EVALUATIONS,
  DEFAULT_MAX_PLANS,
  type GoalSearchOptions,
  type GoalSearchResult,
  type Lever,
  type LeverValue,
  MAX_LEVERS_PER_PLAN,
  type Plan,
  type PlanChange,
  seekGoal,
} from './simulation/goal-search';
export {
  type GrowthProjection,
  type GrowthProjectionInput,
  type ProjectionYear,
  PROJECTION_YEARS,
  projectGrowth,
} from './simulation/growth-projection';
export type { Band, BandSeries } from './simulation/percentiles';
export { SeededRandom } from './simulation/random';
export {
  DEFAULT_RECESSION_DURATION_MONTHS,
  MAX_RECESSION_SEVERITY,
  RECESSION_COHORT_HAZARD_RATIO,
} from './simulation/recession';
export {
  deriveScenario,
  MAX_USER_SCENARIOS,
  type PresetScenario,
  runScenarios,
  SCENARIO_MULTIPLIERS,
  type ScenarioRun,
  type UserScenario,
} from './simulation/scenarios';
export {
  growthParametersFor,
  type SectorGrowthParameters,
  SURVIVOR_MEDIAN_GROWTH_PER_YEAR,
} from './simulation/sector-growth';
export {
  type BusinessSimulationInput,
  DEFAULT_MONTHS,
  DEFAULT_PATHS,
  DEFAULT_SEED,
  MAX_MONTHS,
  MAX_PATHS,
  type RecessionSwitch,
  SimulationCancelledError,
  type SimulationOptions,
} from './simulation/simulation-input';
