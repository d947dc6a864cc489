/**
 * Generic goal-seeking over discrete levers: finds the smallest sets of changes (1, then 2, then 3
 * levers) that close the gap to a goal, ranked by effort. Works on any input type, so the business
 * simulator and, later, the survival model over calculator inputs can share it.
 * Assumption: each lever's steps are ordered so that a further step never moves away from the goal
 * (monotone); the search uses it to skip candidates, and every returned plan is re-verified.
 */
import { searchFrontier, type SearchState } from './goal-search-frontier';

export type LeverValue = number | string;

export type Lever<T> = {
  /** Stable code, e.g. `price`; the web app translates it. */
  id: string;
  /** Candidate values, from the smallest change to the largest (step 1 = values[0]). */
  values: readonly LeverValue[];
  /** Effort of one step in relative units; step i costs i * effortPerStep. */
  effortPerStep: number;
  apply: (input: T, value: LeverValue) => T;
};

export type PlanChange = { lever: string; value: LeverValue; step: number };
/** `gap` is the verified distance to the goal (0 = reached). */
export type Plan = { changes: PlanChange[]; effort: number; gap: number };

export type GoalSearchResult =
  | { status: 'already_met'; baseGap: 0; plans: []; evaluations: number }
  | { status: 'reached'; baseGap: number; plans: Plan[]; evaluations: number; truncated: boolean }
  | {
      status: 'out_of_reach';
      baseGap: number;
      /** The evaluated combination that came closest, re-verified. */
      best: Plan;
      evaluations: number;
      /** True when the evaluation budget ran out before every candidate was tried. */
      truncated: boolean;
    };

/** What a goal search answers once its plans are re-run on their inputs (`P`: the plan reported). */
export type GoalOutcome<P> = {
  status: GoalSearchResult['status'];
  baseGap: number;
  /** Ranked plans (cheapest first) of the smallest size that reaches; empty otherwise. */
  plans: P[];
  /** The closest combination tried when the goal is out of reach; null otherwise. */
  best: P | null;
  evaluations: number;
  truncated: boolean;
};

export type GoalSearchOptions<T> = {
  base: T;
  levers: readonly Lever<T>[];
  /** Distance to the goal, >= 0 and 0 when reached, at search fidelity (fast, e.g. fewer paths). */
  evaluate: (input: T) => number;
  /** The same at full fidelity, used to re-verify plans (default: evaluate). */
  verify?: (input: T) => number;
  /** Largest number of levers changed together: 1..3, default 3. */
  maxLevers?: number;
  /** Plans returned when the goal is reachable, default DEFAULT_MAX_PLANS. */
  maxPlans?: number;
  /** Budget of search evaluations, default DEFAULT_MAX_EVALUATIONS. */
  maxEvaluations?: number;
};

export const DEFAULT_MAX_PLANS = 3;
export const DEFAULT_MAX_EVALUATIONS = 200;
export const MAX_LEVERS_PER_PLAN = 3;

/** Builds the input of a step vector (0 = lever unchanged). */
export const applySteps = <T>(base: T, levers: readonly Lever<T>[], steps: readonly number[]) =>
  levers.reduce((input, lever, i) => {
    const step = steps[i] ?? 0;
    return step > 0 ? lever.apply(input, lever.values[step - 1] ?? 0) : input;
  }, base);

const toPlan = <T>(levers: readonly Lever<T>[], steps: readonly number[], gap: number): Plan => {
  const changes: PlanChange[] = [];
  let effort = 0;
  levers.forEach((lever, i) => {
    const step = steps[i] ?? 0;
    if (step === 0) return;
    changes.push({ lever: lever.id, value: lever.values[step - 1] ?? 0, step });
    effort += step * lever.effortPerStep;
  });
  return { changes, effort, gap };
};

/**
 * Re-checks candidates (cheapest first) at full fidelity. A candidate that misses is retried once
 * with one more step of its cheapest lever, since search and verification differ by sampling noise.
 */
const verifiedPlans = <T>(args: {
  levers: readonly Lever<T>[];
  candidates: readonly number[][];
  maxPlans: number;
  check: (steps: readonly number[]) => number;
}): Plan[] => {
  const { levers } = args;
  const plans: Plan[] = [];
  const seen = new Set<string>();
  for (const steps of args.candidates) {
    if (plans.length >= args.maxPlans) break;
    const cheapest = steps
      .map((step, i) => ({ i, step, effort: levers[i]?.effortPerStep ?? 0 }))
      .filter((x) => x.step > 0 && x.step < (levers[x.i]?.values.length ?? 0))
      .sort((x, y) => x.effort - y.effort)[0];
    const tries = [steps];
    if (cheapest) tries.push(steps.map((s, i) => (i === cheapest.i ? s + 1 : s)));
    for (const attempt of tries) {
      const key = attempt.join(',');
      if (seen.has(key)) break;
      seen.add(key);
      const gap = args.check(attempt);
      if (gap <= 0) {
        plans.push(toPlan(levers, attempt, 0));
        break;
      }
    }
  }
  return plans.sort((x, y) => x.effort - y.effort);
};

/**
 * Searches plans of 1, then 2, then 3 levers; returns the cheapest verified plans of the smallest
 * size that reaches the goal, or the closest combination tried when none does.
 */
export const seekGoal = <T>(options: GoalSearchOptions<T>): GoalSearchResult => {
  const { base, levers } = options;
  const verify = options.verify ?? options.evaluate;
  const maxLevers = Math.min(options.maxLevers ?? MAX_LEVERS_PER_PLAN, MAX_LEVERS_PER_PLAN);
  const state: SearchState = {
    leverSizes: levers.map((lever) => lever.values.length),
    evaluate: (steps) => options.evaluate(applySteps(base, levers, steps)),
    maxEvaluations: options.maxEvaluations ?? DEFAULT_MAX_EVALUATIONS,
    cache: new Map(),
    evaluations: 0,
  };
  const baseGap = verify(base);
  if (baseGap <= 0) return { status: 'already_met', baseGap: 0, plans: [], evaluations: 0 };
  const maxPlans = options.maxPlans ?? DEFAULT_MAX_PLANS;
  for (let size = 1; size <= maxLevers; size += 1) {
    const candidates = searchFrontier(state, size).sort(
      (x, y) => toPlan(levers, x, 0).effort - toPlan(levers, y, 0).effort,
    );
    const plans = verifiedPlans({
      levers,
      candidates,
      maxPlans,
      check: (steps) => verify(applySteps(base, levers, steps)),
    });
    const truncated = state.evaluations >= state.maxEvaluations;
    if (plans.length > 0) {
      return { status: 'reached', baseGap, plans, evaluations: state.evaluations, truncated };
    }
  }
  // Closest combination tried; among equal gaps the cheaper one.
  let steps = levers.map(() => 0);
  let closestGap = baseGap;
  for (const [key, gap] of state.cache) {
    const candidate = key.split(',').map(Number);
    const cheaper = toPlan(levers, candidate, gap).effort < toPlan(levers, steps, gap).effort;
    if (gap < closestGap || (gap === closestGap && cheaper)) {
      steps = candidate;
      closestGap = gap;
    }
  }
  return {
    status: 'out_of_reach',
    baseGap,
    best: toPlan(levers, steps, verify(applySteps(base, levers, steps))),
    evaluations: state.evaluations,
    truncated: state.evaluations >= state.maxEvaluations,
  };
};
