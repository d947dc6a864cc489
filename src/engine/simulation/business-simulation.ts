import { type BreakEvenSummary, summariseBreakEven } from './break-even-summary';
import { columnBands } from './bracketed-band';
import { type Band, bandInPlace, type BandSeries } from './percentiles';
import { NEVER, type RawSimulation, runSimulationCore } from './simulation-core';
import {
  type BusinessSimulationInput,
  resolveRunOptions,
  type SimulationOptions,
  validateSimulationInput,
} from './simulation-input';

export type BusinessSimulationResult = {
  seed: number;
  paths: number;
  months: number;
  breakEven: BreakEvenSummary;
  /** Share of paths whose cash went below zero before their first profitable month (or never). */
  cashOutBeforeBreakEvenProbability: number;
  /** Share of paths whose cash went below zero at any time within the horizon. */
  cashOutProbability: number;
  /** Share of paths that never ran out of cash: survival under the simulation. */
  survivalProbability: number;
  /** survivalByMonth[t] = share of paths not yet out of cash at the end of month t + 1. */
  survivalByMonth: number[];
  /** Extra money a path would have needed to never go below zero, US dollars (0 for most plans). */
  fundingGap: Band;
  /** Revenue per year of the run (index 0 = months 1-12), US dollars. */
  annualRevenue: Band[];
  /** Per month (index 0 = month 1): end-of-month cash and the month's revenue, US dollars. */
  monthly: { cash: BandSeries; revenue: BandSeries } | null;
};

const summariseCashOut = (raw: RawSimulation) => {
  let beforeBreakEven = 0;
  let ever = 0;
  const outByMonth = new Float64Array(raw.months + 1);
  for (let p = 0; p < raw.paths; p += 1) {
    const out = raw.cashOutMonth[p] ?? NEVER;
    if (out === NEVER) continue;
    ever += 1;
    outByMonth[out] = (outByMonth[out] ?? 0) + 1;
    const even = raw.breakEvenMonth[p] ?? NEVER;
    if (even === NEVER || out < even) beforeBreakEven += 1;
  }
  const survivalByMonth: number[] = [];
  let outSoFar = 0;
  for (let m = 1; m <= raw.months; m += 1) {
    outSoFar += outByMonth[m] ?? 0;
    survivalByMonth.push(1 - outSoFar / raw.paths);
  }
  return {
    cashOutBeforeBreakEvenProbability: beforeBreakEven / raw.paths,
    cashOutProbability: ever / raw.paths,
    survivalProbability: 1 - ever / raw.paths,
    survivalByMonth,
  };
};

/** Turns raw per-path arrays into the public summary. */
export const summariseSimulation = (raw: RawSimulation, seed: number): BusinessSimulationResult => {
  const gap = new Float64Array(raw.paths);
  for (let p = 0; p < raw.paths; p += 1) gap[p] = Math.max(0, -(raw.minCash[p] ?? 0));
  const annualRevenue: Band[] = [];
  for (let y = 0; y * raw.paths < raw.annualRevenue.length; y += 1) {
    annualRevenue.push(bandInPlace(raw.annualRevenue.slice(y * raw.paths, (y + 1) * raw.paths)));
  }
  return {
    seed,
    paths: raw.paths,
    months: raw.months,
    breakEven: summariseBreakEven(raw.breakEvenMonth, raw.months),
    ...summariseCashOut(raw),
    fundingGap: bandInPlace(gap),
    annualRevenue,
    monthly:
      raw.cash && raw.revenue
        ? {
            cash: columnBands(raw.cash, raw.paths),
            revenue: columnBands(raw.revenue, raw.paths),
          }
        : null,
  };
};

/** Validates, runs and returns raw arrays too (goal search reads per-path values). */
export const simulateBusinessRaw = (
  input: BusinessSimulationInput,
  options: SimulationOptions = {},
): { raw: RawSimulation; seed: number } => {
  const run = resolveRunOptions(options);
  validateSimulationInput(input, run.months);
  const raw = runSimulationCore(input, run, options);
  return { raw, seed: run.seed };
};

/**
 * Monte Carlo of a subscription-style business month by month (see README.md in this folder).
 * Money in US dollars. Deterministic: the same input, seed, paths and months give identical numbers.
 * Throws RangeError for out-of-range inputs (e.g. paths > MAX_PATHS) and SimulationCancelledError
 * when `shouldCancel` returns true.
 */
export const simulateBusiness = (
  input: BusinessSimulationInput,
  options: SimulationOptions = {},
): BusinessSimulationResult => {
  const { raw, seed } = simulateBusinessRaw(input, options);
  return summariseSimulation(raw, seed);
};
