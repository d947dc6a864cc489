import { type BusinessGoal, evaluateGoal, validateGoal } from './business-goals';
import { type GoalSearchResult, type Lever, type LeverValue, seekGoal } from './goal-search';
import {
  type BusinessSimulationInput,
  DEFAULT_MONTHS,
  DEFAULT_PATHS,
  DEFAULT_SEED,
  MAX_MONTHLY_RATE,
  resolveRunOptions,
  SimulationCancelledError,
} from './simulation-input';

/** Paths per candidate during the search; winners are re-verified with the full count. */
export const SEARCH_PATHS = 2_000;

const factor = (value: LeverValue): number => (typeof value === 'number' ? value : 1);

/**
 * The business levers a founder controls, as multipliers on the current plan. Step sizes are
 * conventional planning steps and efforts are relative judgement units (a price change is easier
 * than doubling growth), not statistics: callers can pass their own. The simulator has no price
 * elasticity, so a price step assumes customers accept it; the UI must say so.
 */
export const DEFAULT_BUSINESS_LEVERS: readonly Lever<BusinessSimulationInput>[] = [
  {
    id: 'price',
    values: [1.05, 1.1, 1.2, 1.3],
    effortPerStep: 1,
    apply: (input, v) => ({
      ...input,
      pricePerCustomerMonth: input.pricePerCustomerMonth * factor(v),
    }),
  },
  {
    id: 'fixedCosts',
    values: [0.95, 0.9, 0.8, 0.7],
    effortPerStep: 1,
    apply: (input, v) => ({ ...input, monthlyFixedCosts: input.monthlyFixedCosts * factor(v) }),
  },
  {
    id: 'unitCost',
    values: [0.95, 0.9, 0.8, 0.7],
    effortPerStep: 1.5,
    apply: (input, v) => ({
      ...input,
      unitCostPerCustomerMonth: input.unitCostPerCustomerMonth * factor(v),
    }),
  },
  {
    id: 'churn',
    values: [0.9, 0.8, 0.65, 0.5],
    effortPerStep: 1.5,
    apply: (input, v) => ({ ...input, monthlyChurn: input.monthlyChurn * factor(v) }),
  },
  {
    id: 'growth',
    values: [1.1, 1.25, 1.5, 2],
    effortPerStep: 2,
    apply: (input, v) => ({
      ...input,
      monthlyGrowth: {
        ...input.monthlyGrowth,
        mean: Math.min(MAX_MONTHLY_RATE, input.monthlyGrowth.mean * factor(v)),
      },
    }),
  },
  {
    id: 'startingCapital',
    values: [1.25, 1.5, 2, 3],
    effortPerStep: 2,
    apply: (input, v) => ({ ...input, startingCapital: input.startingCapital * factor(v) }),
  },
];

export type BusinessGoalSeekOptions = {
  seed?: number;
  months?: number;
  /** Paths per candidate during the search, default SEARCH_PATHS. */
  searchPaths?: number;
  /** Paths used to re-verify plans, default DEFAULT_PATHS. */
  verifyPaths?: number;
  levers?: readonly Lever<BusinessSimulationInput>[];
  maxLevers?: number;
  maxPlans?: number;
  maxEvaluations?: number;
  /** Called after every simulation the search runs (search and verification), with the count. */
  onEvaluation?: (evaluations: number) => void;
  /** Polled before every simulation; returning true stops with SimulationCancelledError. */
  shouldCancel?: () => boolean;
};

/**
 * Smallest sets of lever changes (1, then 2, then 3 levers) that reach a business goal, cheapest
 * first, each re-verified with `verifyPaths` paths and the same seed; or, when no combination tried
 * reaches it, the closest one and its remaining gap (share of paths short of the target).
 */
export const seekBusinessGoal = (
  input: BusinessSimulationInput,
  goal: BusinessGoal,
  options: BusinessGoalSeekOptions = {},
): GoalSearchResult => {
  const seed = options.seed ?? DEFAULT_SEED;
  const months = options.months ?? DEFAULT_MONTHS;
  const search = resolveRunOptions({ seed, months, paths: options.searchPaths ?? SEARCH_PATHS });
  const full = resolveRunOptions({ seed, months, paths: options.verifyPaths ?? DEFAULT_PATHS });
  validateGoal(goal, months);
  let evaluations = 0;
  const counted = (run: typeof search) => (candidate: BusinessSimulationInput) => {
    if (options.shouldCancel?.()) throw new SimulationCancelledError(evaluations);
    const gap = evaluateGoal(goal, candidate, run);
    evaluations += 1;
    options.onEvaluation?.(evaluations);
    return gap;
  };
  return seekGoal({
    base: input,
    levers: options.levers ?? DEFAULT_BUSINESS_LEVERS,
    evaluate: counted(search),
    verify: counted(full),
    maxLevers: options.maxLevers,
    maxPlans: options.maxPlans,
    maxEvaluations: options.maxEvaluations,
  });
};
