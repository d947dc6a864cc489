import { deriveSeed, SeededRandom } from './random';
import { recessionFactors } from './recession';
import {
  type BusinessSimulationInput,
  type ResolvedRunOptions,
  SimulationCancelledError,
  type SimulationOptions,
} from './simulation-input';

/**
 * Paths per random stream. Each block gets its own seeded stream, so a path's numbers depend only
 * on (seed, path index): the same path sees the same luck in every scenario (common random numbers).
 */
export const PATH_BLOCK_SIZE = 250;
export const MONTHS_PER_YEAR = 12;
/** Marks "never" in the per-path month arrays. */
export const NEVER = 0;

/** Raw per-path results; months are 1-based, NEVER (0) when the event did not happen. */
export type RawSimulation = {
  paths: number;
  months: number;
  breakEvenMonth: Int16Array;
  cashOutMonth: Int16Array;
  /** Lowest cash balance of each path, US dollars. */
  minCash: Float64Array;
  /** Revenue per path and calendar year of the run, year-major: [year * paths + path]. */
  annualRevenue: Float64Array;
  /** Month-major [month * paths + path] end-of-month cash and monthly revenue; null without bands. */
  cash: Float32Array | null;
  revenue: Float32Array | null;
};

type Callbacks = Pick<SimulationOptions, 'onProgress' | 'shouldCancel'>;

/**
 * The Monte Carlo loop. Per path: draw a growth rate; each month add new customers (Poisson counting
 * noise, normal approximation), remove churned ones (binomial noise, normal approximation), bill,
 * pay costs, and track cash. Paths keep running after cash goes negative, so cash bands also show
 * the shortfall; the probabilities count such a path as run out of cash at its first negative month.
 */
export const runSimulationCore = (
  input: BusinessSimulationInput,
  run: ResolvedRunOptions,
  callbacks: Callbacks,
): RawSimulation => {
  const { paths, months, seed } = run;
  const years = Math.ceil(months / MONTHS_PER_YEAR);
  const raw: RawSimulation = {
    paths,
    months,
    breakEvenMonth: new Int16Array(paths),
    cashOutMonth: new Int16Array(paths),
    minCash: new Float64Array(paths),
    annualRevenue: new Float64Array(years * paths),
    cash: run.monthlyBands ? new Float32Array(months * paths) : null,
    revenue: run.monthlyBands ? new Float32Array(months * paths) : null,
  };
  const factors = recessionFactors(input.recession, months);
  const fundingMonth = input.extraFunding?.month ?? NEVER;
  const fundingAmount = input.extraFunding?.amount ?? 0;
  const margin = input.pricePerCustomerMonth - input.unitCostPerCustomerMonth;
  // Block-local month-major buffers, copied row by row: avoids scattered writes into big matrices.
  const blockCash = new Float32Array(run.monthlyBands ? months * PATH_BLOCK_SIZE : 0);
  const blockRevenue = new Float32Array(blockCash.length);
  let lastReported = 0;
  for (let start = 0; start < paths; start += PATH_BLOCK_SIZE) {
    if (callbacks.shouldCancel?.() === true) throw new SimulationCancelledError(start);
    const rng = new SeededRandom(deriveSeed(seed, start / PATH_BLOCK_SIZE));
    const end = Math.min(paths, start + PATH_BLOCK_SIZE);
    for (let p = start; p < end; p += 1) {
      const pathGrowth = Math.max(
        0,
        input.monthlyGrowth.mean + input.monthlyGrowth.sd * rng.normal(),
      );
      let customers = input.startingCustomers;
      let cash = input.startingCapital;
      let minCash = cash;
      let breakEven = NEVER;
      let cashOut = NEVER;
      let yearRevenue = 0;
      for (let t = 0; t < months; t += 1) {
        const acquired = customers * pathGrowth * (factors.growth[t] ?? 1);
        const churnRate = Math.min(1, input.monthlyChurn * (factors.churn[t] ?? 1));
        const churned = customers * churnRate;
        const added = Math.max(0, acquired + Math.sqrt(acquired) * rng.normal());
        const lost = churned + Math.sqrt(churned * (1 - churnRate)) * rng.normal();
        customers += added - Math.min(customers, Math.max(0, lost));
        const revenue = customers * input.pricePerCustomerMonth;
        const profit = customers * margin - input.monthlyFixedCosts;
        if (t + 1 === fundingMonth) cash += fundingAmount;
        cash += profit;
        if (cash < minCash) minCash = cash;
        if (breakEven === NEVER && profit >= 0) breakEven = t + 1;
        if (cashOut === NEVER && cash < 0) cashOut = t + 1;
        yearRevenue += revenue;
        if ((t + 1) % MONTHS_PER_YEAR === 0 || t + 1 === months) {
          raw.annualRevenue[((t / MONTHS_PER_YEAR) | 0) * paths + p] = yearRevenue;
          yearRevenue = 0;
        }
        if (blockCash.length > 0) {
          blockCash[t * PATH_BLOCK_SIZE + p - start] = cash;
          blockRevenue[t * PATH_BLOCK_SIZE + p - start] = revenue;
        }
      }
      raw.breakEvenMonth[p] = breakEven;
      raw.cashOutMonth[p] = cashOut;
      raw.minCash[p] = minCash;
    }
    if (raw.cash && raw.revenue) {
      for (let t = 0; t < months; t += 1) {
        const from = t * PATH_BLOCK_SIZE;
        raw.cash.set(blockCash.subarray(from, from + end - start), t * paths + start);
        raw.revenue.set(blockRevenue.subarray(from, from + end - start), t * paths + start);
      }
    }
    if (callbacks.onProgress && (end - lastReported >= run.progressEveryPaths || end === paths)) {
      callbacks.onProgress(end, paths);
      lastReported = end;
    }
  }
  return raw;
};
