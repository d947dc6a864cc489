/**
 * Benchmark of the simulation engine: median wall time of a 10,000-path x 60-month simulation and
 * of a goal search, beside a same-run baseline (a plain loop filling a Float64Array of the same
 * 10,000 x 60 size), so numbers from a busy or slow machine can still be compared as ratios.
 * Usage: npx tsx scripts/bench-simulation.ts [--runs N]
 * Targets (issue 4): simulation <= 50 ms median, goal search <= 1 s, on one thread.
 */
import {
  DEFAULT_MONTHS,
  DEFAULT_PATHS,
  seekBusinessGoal,
  simulateBusiness,
} from '../src/engine/simulation';
import { SAMPLE_BUSINESS_INPUT } from '../tests/fixtures/engine/business-inputs';

const SIMULATION_TARGET_MS = 50;
const SEARCH_TARGET_MS = 1_000;
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 25;
const SEARCH_RUNS = Math.max(3, Math.round(RUNS / 5));
const WARMUP_RUNS = 3;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const time = (runs: number, task: () => unknown): number => {
  for (let i = 0; i < WARMUP_RUNS; i += 1) task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    task();
    samples.push(performance.now() - start);
  }
  return median(samples);
};

let sink = 0;
const baseline = (): void => {
  const cells = new Float64Array(DEFAULT_PATHS * DEFAULT_MONTHS);
  let x = 1;
  for (let i = 0; i < cells.length; i += 1) {
    x = x * 1.000001 + 0.5;
    cells[i] = x;
  }
  sink += cells[cells.length - 1] ?? 0;
};

const baselineMs = time(RUNS, baseline);
const simulationMs = time(RUNS, () => simulateBusiness(SAMPLE_BUSINESS_INPUT, { seed: 1 }));
const goal = { kind: 'cashOutProbabilityAtMost', probability: 0.2 } as const;
let evaluations = 0;
const searchMs = time(SEARCH_RUNS, () => {
  const result = seekBusinessGoal(SAMPLE_BUSINESS_INPUT, goal, { seed: 1 });
  evaluations = result.evaluations;
});

const row = (name: string, ms: number, target?: number): string =>
  `${name.padEnd(44)} ${ms.toFixed(2).padStart(9)} ms  ${(ms / baselineMs).toFixed(1).padStart(7)}x baseline` +
  (target === undefined ? '' : `  (target <= ${target} ms: ${ms <= target ? 'met' : 'MISSED'})`);

console.log(
  `Simulation benchmark, Node ${process.version}, median of ${RUNS} runs (search: ${SEARCH_RUNS})`,
);
console.log(row(`baseline: fill Float64Array(${DEFAULT_PATHS} x ${DEFAULT_MONTHS})`, baselineMs));
console.log(
  row(
    `simulateBusiness ${DEFAULT_PATHS} paths x ${DEFAULT_MONTHS} months`,
    simulationMs,
    SIMULATION_TARGET_MS,
  ),
);
console.log(
  row(`seekBusinessGoal cash-out <= 20% (${evaluations} evals)`, searchMs, SEARCH_TARGET_MS),
);
if (sink === Number.NEGATIVE_INFINITY) console.log('unreachable'); // keeps the baseline loop alive
