/**
 * Benchmark part `engine`, `simulation` and `goal-search`: the engine's own speed on one thread,
 * in this process (no server, no worker).
 *
 * - engine: one full prediction, timed call by call over 64 different valid inputs (every sector,
 *   location and answer appears, so no per-input cache stands in). Target (issues 3 and 11):
 *   median <= 0.2 ms; the p99 is shown beside it.
 * - simulation: `simulateBusiness` with 10,000 paths x 60 months. Target (issue 4): median <= 50 ms.
 * - goal-search: `seekBusinessGoal` for "cash-out <= 20%". Target (issue 4): median <= 1 s.
 * Every simulation and search run gets another plan (of 8 within 4% of the sample business) and
 * another seed, so no run repeats an earlier one's work.
 *
 * Baseline of the same run: a plain loop filling a Float64Array of 10,000 x 60 cells (the
 * simulation's size), timed between the measured runs: the ratios give the engine's cost in units
 * of this machine's speed at that moment. Only roughly comparable between a quiet and a busy
 * machine: other programs cut into a long run more often than into a 2 ms loop.
 * Usage: npx tsx scripts/bench/bench-engine.ts [--only engine,simulation,goal-search] [--runs N]
 *   Run alone it prints its rows and exits with 1 when a target is missed.
 */
import { parseArgs } from 'node:util';
import { predict } from '#engine/index';
import {
  type BusinessSimulationInput,
  DEFAULT_MONTHS,
  DEFAULT_PATHS,
  seekBusinessGoal,
  simulateBusiness,
} from '#engine/simulation';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import {
  type BenchArea,
  benchRow,
  type BenchRow,
  median,
  percentile,
  reportRows,
} from '../lib/bench-table';
import { variedPredictInputs } from '../lib/predict-inputs';

const INPUT_COUNT = 64;
const PREDICTION_WARMUP_PASSES = 30;
const PREDICTION_TIMED_PASSES = 100;
const WARMUP_RUNS = 3;
const TARGETS = {
  predictionMedianMs: { on: 'value', comparison: '<=', limit: 0.2, source: 'issues 3, 11' },
  simulationMedianMs: { on: 'value', comparison: '<=', limit: 50, source: 'issue 4' },
  searchMedianMs: { on: 'value', comparison: '<=', limit: 1_000, source: 'issue 4' },
} as const;

const { values: options } = parseArgs({
  options: {
    only: { type: 'string', default: 'engine,simulation,goal-search' },
    runs: { type: 'string', default: '25' },
    'rows-file': { type: 'string' },
  },
});
const selected = new Set(options.only.split(','));
const ENGINE_AREAS: readonly string[] = ['engine', 'simulation', 'goal-search'];
if (![...selected].every((area) => ENGINE_AREAS.includes(area)))
  throw new Error(`--only takes ${ENGINE_AREAS.join(', ')}; got "${options.only}"`);
const RUNS = Math.max(3, Number(options.runs));
const SEARCH_RUNS = Math.max(3, Math.round(RUNS / 5));

let sink = 0;
// Allocated once, so the yardstick leaves no garbage to collect during the measured calls.
const cells = new Float64Array(DEFAULT_PATHS * DEFAULT_MONTHS);
/** The machine's speed right now: the same plain numeric loop every time. */
const fillOnce = () => {
  const start = performance.now();
  let x = 1;
  for (let i = 0; i < cells.length; i += 1) {
    x = x * 1.000001 + 0.5;
    cells[i] = x;
  }
  sink += cells[cells.length - 1] ?? 0;
  return performance.now() - start;
};
// Several short fills per sample: one alone is easily cut by another program's time slice.
const YARDSTICK_FILLS = 5;
const yardstick = () => median(Array.from({ length: YARDSTICK_FILLS }, fillOnce));
const YARDSTICK_LABEL = `loop filling ${(DEFAULT_PATHS * DEFAULT_MONTHS).toLocaleString('en-US')} doubles`;

/** Times `task(run)` `runs` times after a warm-up, with a yardstick run before each timed one. */
const timeInterleaved = (runs: number, task: (run: number) => unknown) => {
  for (let run = 0; run < WARMUP_RUNS; run += 1) task(-1 - run);
  const taskMs: number[] = [];
  const yardstickMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    yardstickMs.push(yardstick());
    const start = performance.now();
    task(run);
    taskMs.push(performance.now() - start);
  }
  return { taskMs: median(taskMs), yardstickMs: median(yardstickMs) };
};

const predictionRows = (): BenchRow[] => {
  const inputs = variedPredictInputs(INPUT_COUNT);
  for (const input of inputs) CalculatorInputSchema.parse(input);
  for (let pass = 0; pass < PREDICTION_WARMUP_PASSES; pass += 1)
    inputs.forEach((input) => predict(input));
  const times: number[] = [];
  const yardstickMs: number[] = [];
  for (let pass = 0; pass < PREDICTION_TIMED_PASSES; pass += 1) {
    yardstickMs.push(yardstick());
    for (const input of inputs) {
      const start = performance.now();
      predict(input);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const baseline = { label: YARDSTICK_LABEL, value: median(yardstickMs) };
  const figure = `prediction over ${INPUT_COUNT} inputs`;
  return [
    benchRow({
      area: 'engine',
      figure: `${figure}, median`,
      value: percentile(times, 0.5),
      unit: 'ms',
      target: TARGETS.predictionMedianMs,
      baseline,
    }),
    benchRow({
      area: 'engine',
      figure: `${figure}, p99`,
      value: percentile(times, 0.99),
      unit: 'ms',
      target: null,
      baseline,
    }),
  ];
};

/**
 * Eight plans within 4% of the sample business (capital and fixed costs scaled together): close
 * enough that a goal search needs as many evaluations as the sample's (about 55), different enough
 * that no run repeats another's work.
 */
const PLAN_SCALES = [0.96, 0.97, 0.98, 0.99, 1.01, 1.02, 1.03, 1.04];
const planFor = (run: number): BusinessSimulationInput => {
  const scale = PLAN_SCALES.at(run % PLAN_SCALES.length) ?? 1;
  return {
    ...SAMPLE_BUSINESS_INPUT,
    startingCapital: Math.round(SAMPLE_BUSINESS_INPUT.startingCapital * scale),
    monthlyFixedCosts: Math.round(SAMPLE_BUSINESS_INPUT.monthlyFixedCosts * scale),
  };
};
// Seeds differ from run to run and from the warm-up's (negative runs).
const seedFor = (run: number) => 1_000 + run;

const simulationRow = (): BenchRow => {
  const timed = timeInterleaved(RUNS, (run) =>
    simulateBusiness(planFor(run), { seed: seedFor(run) }),
  );
  return benchRow({
    area: 'simulation',
    figure: `${DEFAULT_PATHS.toLocaleString('en-US')} paths x ${DEFAULT_MONTHS} months, median of ${RUNS}`,
    value: timed.taskMs,
    unit: 'ms',
    target: TARGETS.simulationMedianMs,
    baseline: { label: YARDSTICK_LABEL, value: timed.yardstickMs },
  });
};

const searchRow = (): BenchRow => {
  const goal = { kind: 'cashOutProbabilityAtMost', probability: 0.2 } as const;
  const evaluations: number[] = [];
  const timed = timeInterleaved(SEARCH_RUNS, (run) => {
    const result = seekBusinessGoal(planFor(run), goal, { seed: seedFor(run) });
    if (run >= 0) evaluations.push(result.evaluations);
  });
  return benchRow({
    area: 'goal-search',
    figure: `cash-out <= 20% (median ${median(evaluations)} evaluations), median of ${SEARCH_RUNS}`,
    value: timed.taskMs,
    unit: 'ms',
    target: TARGETS.searchMedianMs,
    baseline: { label: YARDSTICK_LABEL, value: timed.yardstickMs },
  });
};

const PARTS: [BenchArea, () => BenchRow[]][] = [
  ['engine', predictionRows],
  ['simulation', () => [simulationRow()]],
  ['goal-search', () => [searchRow()]],
];

console.log(`Engine benchmark, Node ${process.version}`);
const rows = PARTS.filter(([area]) => selected.has(area)).flatMap(([, measure]) => measure());
if (sink === Number.NEGATIVE_INFINITY) console.log('unreachable'); // keeps the yardstick loop alive
reportRows(rows);
