/**
 * Secondary entry (src/engine/README.md): the business simulator, scenarios and goal searches,
 * for the simulator's worker, the server's simulation module and the simulation contracts. Kept
 * apart from the main entry so the calculator's engine chunk carries no Monte Carlo code.
 */
export { type BusinessGoal, DEFAULT_GOAL_PROBABILITY } from './simulation/business-goals';
export { type BusinessSimulationResult, simulateBusiness } from './simulation/business-simulation';
export type {
  BreakEvenBin,
  BreakEvenPercentiles,
  BreakEvenSummary,
} from './simulation/break-even-summary';
export { BREAK_EVEN_BIN_MONTHS } from './simulation/break-even-summary';
export {
  type BusinessGoalOutcome,
  type DataBusinessGoal,
  type GoalOutcomePlan,
  seekBusinessGoalOutcome,
} from './simulation/goal-outcome';
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
  SCORE_SEARCH_MAX_EVALUATIONS,
  type ScoreGoalChange,
  type ScoreGoalOptions,
  type ScoreGoalOutcome,
  type ScoreGoalPlan,
  SCORE_LEVER_IDS,
  type ScoreLeverId,
  seekScoreGoal,
} from './simulation/score-goal';
export {
  type BusinessSimulationInput,
  DEFAULT_MONTHS,
  DEFAULT_PATHS,
  DEFAULT_SEED,
  MAX_CUSTOMERS,
  MAX_MONEY_USD,
  MAX_MONTHLY_RATE,
  MAX_MONTHS,
  MAX_PATHS,
  type RecessionSwitch,
  SimulationCancelledError,
  type SimulationOptions,
} from './simulation/simulation-input';
