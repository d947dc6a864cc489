/**
 * Inputs, limits and defaults of the business simulation. Money is plain numbers in nominal US
 * dollars (no inflation, no tax); rates are fractions per month (0.05 = 5% a month).
 */

/** Default number of Monte Carlo paths. */
export const DEFAULT_PATHS = 10_000;
/** Hard limit on paths per run: about 50 MB of typed arrays at 60 months (a browser budget). */
export const MAX_PATHS = 100_000;
/** Default horizon: five years, the horizon of the survival prediction. */
export const DEFAULT_MONTHS = 60;
/** Longest horizon the simulator accepts, in months. */
export const MAX_MONTHS = 120;
/** Seed used when the caller gives none, so an unseeded run is still reproducible. */
export const DEFAULT_SEED = 1;
/** Progress is reported after at least this many paths (rounded up to whole blocks). */
export const DEFAULT_PROGRESS_EVERY_PATHS = 1_000;
/** Upper bound of the monthly gross growth and churn rates (a fraction of the customer base). */
export const MAX_MONTHLY_RATE = 1;
/** Upper bound on money amounts, US dollars: a guard against unit mistakes, not a business limit. */
export const MAX_MONEY_USD = 1e12;
/** Upper bound on the starting customer count. */
export const MAX_CUSTOMERS = 1e9;

/** A cohort shock: lower growth and higher churn for a period (see recession.ts for its size). */
export type RecessionSwitch = {
  /** First month of the shock, 1-based. */
  startMonth: number;
  /** Length in months; default DEFAULT_RECESSION_DURATION_MONTHS. */
  durationMonths?: number;
  /** 1 = the documented BDS 2005-07 cohort effect; 0 = none; up to MAX_RECESSION_SEVERITY. */
  severity?: number;
};

export type BusinessSimulationInput = {
  /** Cash at month 0, US dollars. */
  startingCapital: number;
  /** Rent, salaries and other costs that do not depend on customers, US dollars per month. */
  monthlyFixedCosts: number;
  /** Revenue per active customer per month, US dollars. */
  pricePerCustomerMonth: number;
  /** Variable cost per active customer per month, US dollars. */
  unitCostPerCustomerMonth: number;
  /** Active customers at month 0 (growth is relative, so 0 customers never grow). */
  startingCustomers: number;
  /**
   * Gross new customers per month as a fraction of the current base. `mean` is the founder's
   * estimate; `sd` is the uncertainty of that estimate (each path draws its own rate).
   */
  monthlyGrowth: { mean: number; sd: number };
  /** Fraction of customers lost per month, in [0, 1]. */
  monthlyChurn: number;
  /** One extra injection of cash (loan, investment), added at the start of `month` (1-based). */
  extraFunding?: { amount: number; month: number } | null;
  recession?: RecessionSwitch | null;
};

export type SimulationOptions = {
  /** Integer seed; the same seed and input give identical numbers. */
  seed?: number;
  /** 1..MAX_PATHS, default DEFAULT_PATHS. */
  paths?: number;
  /** 1..MAX_MONTHS, default DEFAULT_MONTHS. */
  months?: number;
  /** Compute per-month cash and revenue bands (default true; goal search turns them off). */
  monthlyBands?: boolean;
  /** Called with (paths done, total) after every `progressEveryPaths` paths and at the end. */
  onProgress?: (pathsDone: number, totalPaths: number) => void;
  progressEveryPaths?: number;
  /** Polled between blocks of paths; returning true stops the run with SimulationCancelledError. */
  shouldCancel?: () => boolean;
};

/** Thrown when `shouldCancel` returns true; carries how far the run got. */
export class SimulationCancelledError extends Error {
  readonly pathsDone: number;
  constructor(pathsDone: number) {
    super(`Simulation cancelled after ${pathsDone} paths`);
    this.name = 'SimulationCancelledError';
    this.pathsDone = pathsDone;
  }
}

export const requireInRange = (name: string, value: number, min: number, max: number): void => {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a number between ${min} and ${max} (got ${value})`);
  }
};

export const requireIntegerInRange = (
  name: string,
  value: number,
  min: number,
  max: number,
): void => {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer between ${min} and ${max} (got ${value})`);
  }
};

/** Checks every field; throws a RangeError naming the first bad one. */
export const validateSimulationInput = (input: BusinessSimulationInput, months: number): void => {
  requireInRange('startingCapital', input.startingCapital, 0, MAX_MONEY_USD);
  requireInRange('monthlyFixedCosts', input.monthlyFixedCosts, 0, MAX_MONEY_USD);
  requireInRange('pricePerCustomerMonth', input.pricePerCustomerMonth, 0, MAX_MONEY_USD);
  requireInRange('unitCostPerCustomerMonth', input.unitCostPerCustomerMonth, 0, MAX_MONEY_USD);
  requireInRange('startingCustomers', input.startingCustomers, 0, MAX_CUSTOMERS);
  requireInRange('monthlyGrowth.mean', input.monthlyGrowth.mean, 0, MAX_MONTHLY_RATE);
  requireInRange('monthlyGrowth.sd', input.monthlyGrowth.sd, 0, MAX_MONTHLY_RATE);
  requireInRange('monthlyChurn', input.monthlyChurn, 0, MAX_MONTHLY_RATE);
  if (input.extraFunding) {
    requireInRange('extraFunding.amount', input.extraFunding.amount, 0, MAX_MONEY_USD);
    requireIntegerInRange('extraFunding.month', input.extraFunding.month, 1, months);
  }
};

/** Resolves and checks run options; throws RangeError for paths above MAX_PATHS and the like. */
export const resolveRunOptions = (options: SimulationOptions = {}) => {
  const paths = options.paths ?? DEFAULT_PATHS;
  const months = options.months ?? DEFAULT_MONTHS;
  const seed = options.seed ?? DEFAULT_SEED;
  requireIntegerInRange('paths', paths, 1, MAX_PATHS);
  requireIntegerInRange('months', months, 1, MAX_MONTHS);
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer (got ${seed})`);
  const progressEveryPaths = options.progressEveryPaths ?? DEFAULT_PROGRESS_EVERY_PATHS;
  requireIntegerInRange('progressEveryPaths', progressEveryPaths, 1, MAX_PATHS);
  return { paths, months, seed, progressEveryPaths, monthlyBands: options.monthlyBands ?? true };
};

export type ResolvedRunOptions = ReturnType<typeof resolveRunOptions>;
