import { simulateBusinessRaw } from './business-simulation';
import { type BusinessGoal, measureGoal } from './business-goals';
import {
  type BusinessGoalSeekOptions,
  DEFAULT_BUSINESS_LEVERS,
  seekBusinessGoal,
} from './goal-seek';
import type { GoalOutcome, Lever, Plan, PlanChange } from './goal-search';
import {
  type BusinessSimulationInput,
  DEFAULT_MONTHS,
  DEFAULT_PATHS,
  DEFAULT_SEED,
} from './simulation-input';

/** Goals that can travel as JSON (every kind but `custom`). */
export type DataBusinessGoal = Exclude<BusinessGoal, { kind: 'custom' }>;

/** A plan with the input it leads to and the goal's figure when that input is re-run. */
export type GoalOutcomePlan = Plan & {
  input: BusinessSimulationInput;
  /** measureGoal on a full re-run (share of paths meeting the goal, or the cash-out probability). */
  achieved: number;
};

export type BusinessGoalOutcome = GoalOutcome<GoalOutcomePlan> & {
  seed: number;
  months: number;
  /** Paths of the full-fidelity re-runs behind `achieved`. */
  paths: number;
  /** The goal's figure for the unchanged plan. */
  baseAchieved: number;
};

/** Applies a plan's changes to an input with the same levers the search used. */
export const applyPlan = (
  input: BusinessSimulationInput,
  changes: readonly PlanChange[],
  levers: readonly Lever<BusinessSimulationInput>[] = DEFAULT_BUSINESS_LEVERS,
): BusinessSimulationInput =>
  changes.reduce((current, change) => {
    const lever = levers.find((candidate) => candidate.id === change.lever);
    if (!lever) throw new RangeError(`Unknown lever ${change.lever}`);
    return lever.apply(current, change.value);
  }, input);

/** The goal's figure for one input at full fidelity (same seed, so it matches the verification). */
export const measureGoalFor = (
  goal: DataBusinessGoal,
  input: BusinessSimulationInput,
  run: { seed: number; paths: number; months: number },
): number => {
  const { raw } = simulateBusinessRaw(input, { ...run, monthlyBands: false });
  return measureGoal(goal, raw) ?? 0;
};

/**
 * seekBusinessGoal plus what a screen or API answer needs: every plan's resulting input and the
 * goal's figure when that input is re-run with the verification paths and the same seed.
 */
export const seekBusinessGoalOutcome = (
  input: BusinessSimulationInput,
  goal: DataBusinessGoal,
  options: BusinessGoalSeekOptions = {},
): BusinessGoalOutcome => {
  const run = {
    seed: options.seed ?? DEFAULT_SEED,
    months: options.months ?? DEFAULT_MONTHS,
    paths: options.verifyPaths ?? DEFAULT_PATHS,
  };
  const levers = options.levers ?? DEFAULT_BUSINESS_LEVERS;
  const result = seekBusinessGoal(input, goal, options);
  const withOutcome = (plan: Plan): GoalOutcomePlan => {
    const planInput = applyPlan(input, plan.changes, levers);
    return { ...plan, input: planInput, achieved: measureGoalFor(goal, planInput, run) };
  };
  return {
    status: result.status,
    ...run,
    baseGap: result.baseGap,
    baseAchieved: measureGoalFor(goal, input, run),
    plans: result.status === 'reached' ? result.plans.map(withOutcome) : [],
    best: result.status === 'out_of_reach' ? withOutcome(result.best) : null,
    evaluations: result.evaluations,
    truncated: result.status === 'already_met' ? false : result.truncated,
  };
};
