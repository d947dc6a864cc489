import {
  type BusinessSimulationResult,
  simulateBusinessRaw,
  summariseSimulation,
} from './business-simulation';
import { MONTHS_PER_YEAR, NEVER, type RawSimulation } from './simulation-core';
import {
  type BusinessSimulationInput,
  requireInRange,
  requireIntegerInRange,
} from './simulation-input';

/** Share of paths that must meet a goal when the caller does not say: the median outcome. */
export const DEFAULT_GOAL_PROBABILITY = 0.5;

/**
 * What the founder wants. `probability` = share of simulated paths that must meet it.
 * Custom goals return a gap >= 0 (0 = reached) from the summary; its `monthly` bands are null
 * during goal search, so a custom gap must not rely on them.
 */
export type BusinessGoal =
  | { kind: 'breakEvenWithinMonths'; months: number; probability?: number }
  | { kind: 'revenueInYear'; year: number; amount: number; probability?: number }
  | { kind: 'cashOutProbabilityAtMost'; probability: number }
  /** "Success probability >= p": share of paths that never run out of cash within the horizon. */
  | { kind: 'survivalAtLeast'; probability: number }
  | { kind: 'custom'; gap: (result: BusinessSimulationResult) => number };

const shareOf = (count: number, raw: RawSimulation): number => count / raw.paths;

const breakEvenShare = (raw: RawSimulation, months: number): number => {
  let count = 0;
  for (const month of raw.breakEvenMonth) if (month !== NEVER && month <= months) count += 1;
  return shareOf(count, raw);
};

const revenueShare = (raw: RawSimulation, year: number, amount: number): number => {
  let count = 0;
  const from = (year - 1) * raw.paths;
  for (let p = 0; p < raw.paths; p += 1)
    if ((raw.annualRevenue[from + p] ?? 0) >= amount) count += 1;
  return shareOf(count, raw);
};

const cashOutBeforeBreakEven = (raw: RawSimulation): number => {
  let count = 0;
  for (let p = 0; p < raw.paths; p += 1) {
    const out = raw.cashOutMonth[p] ?? NEVER;
    const even = raw.breakEvenMonth[p] ?? NEVER;
    if (out !== NEVER && (even === NEVER || out < even)) count += 1;
  }
  return shareOf(count, raw);
};

const survivalShare = (raw: RawSimulation): number => {
  let count = 0;
  for (const month of raw.cashOutMonth) if (month === NEVER) count += 1;
  return shareOf(count, raw);
};

/**
 * The goal's own figure for one run: the share of paths meeting it, or for
 * `cashOutProbabilityAtMost` the cash-out-before-break-even probability. Null for custom goals.
 */
export const measureGoal = (goal: BusinessGoal, raw: RawSimulation): number | null => {
  switch (goal.kind) {
    case 'breakEvenWithinMonths':
      return breakEvenShare(raw, goal.months);
    case 'revenueInYear':
      return revenueShare(raw, goal.year, goal.amount);
    case 'cashOutProbabilityAtMost':
      return cashOutBeforeBreakEven(raw);
    case 'survivalAtLeast':
      return survivalShare(raw);
    case 'custom':
      return null;
  }
};

/** Checks a goal against the horizon before any simulation runs. */
export const validateGoal = (goal: BusinessGoal, months: number): void => {
  if (goal.kind === 'custom') return;
  requireInRange('goal.probability', goal.probability ?? DEFAULT_GOAL_PROBABILITY, 0, 1);
  if (goal.kind === 'breakEvenWithinMonths') {
    requireIntegerInRange('goal.months', goal.months, 1, months);
  }
  if (goal.kind === 'revenueInYear') {
    requireIntegerInRange('goal.year', goal.year, 1, Math.floor(months / MONTHS_PER_YEAR));
    requireInRange('goal.amount', goal.amount, 0, Number.MAX_VALUE);
  }
};

/** Distance to the goal in probability units (share of paths short of the target), 0 = reached. */
export const goalGap = (goal: BusinessGoal, raw: RawSimulation, seed: number): number => {
  if (goal.kind === 'custom') return Math.max(0, goal.gap(summariseSimulation(raw, seed)));
  const measured = measureGoal(goal, raw) ?? 0;
  if (goal.kind === 'cashOutProbabilityAtMost') return Math.max(0, measured - goal.probability);
  return Math.max(0, (goal.probability ?? DEFAULT_GOAL_PROBABILITY) - measured);
};

/** Runs the simulation without monthly bands and measures the gap to the goal. */
export const evaluateGoal = (
  goal: BusinessGoal,
  input: BusinessSimulationInput,
  run: { seed: number; paths: number; months: number },
): number => {
  const { raw, seed } = simulateBusinessRaw(input, { ...run, monthlyBands: false });
  return goalGap(goal, raw, seed);
};
