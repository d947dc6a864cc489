import type { Sector } from '../inputs';
import { type Band, bandInPlace } from './percentiles';
import { deriveSeed, SeededRandom } from './random';
import { growthParametersFor, type SectorGrowthParameters } from './sector-growth';
import {
  DEFAULT_PATHS,
  DEFAULT_SEED,
  MAX_MONEY_USD,
  MAX_PATHS,
  requireInRange,
  requireIntegerInRange,
} from './simulation-input';

export const PROJECTION_YEARS = 5;
/** Survival curves may carry rounding noise; a rise smaller than this is tolerated. */
const SURVIVAL_TOLERANCE = 1e-9;

export type GrowthProjectionInput = {
  sector: Sector;
  /** Revenue in the year before year 1, US dollars per year. */
  startingAnnualRevenue: number;
  /** All costs in that year, US dollars per year. */
  startingAnnualCosts: number;
  /** Cash at the start of year 1, US dollars. */
  startingCash: number;
  /** People working in the business, founders included. */
  startingHeadcount: number;
  /** Probability of still operating at the end of years 1..5 (the prediction's survivalCurve). */
  survivalCurve: readonly number[];
};

type Money4 = { revenue: number; costs: number; cash: number; headcount: number };

export type ProjectionYear = {
  year: number;
  survival: number;
  /** Percentiles among businesses still operating that year. */
  revenue: Band;
  costs: Band;
  cash: Band;
  headcount: Band;
  /** Survival-weighted mean: closed businesses count as zero revenue, costs, cash and people. */
  expected: Money4;
};

export type GrowthProjection = { parameters: SectorGrowthParameters; years: ProjectionYear[] };

const validate = (input: GrowthProjectionInput): void => {
  requireInRange('startingAnnualRevenue', input.startingAnnualRevenue, 0, MAX_MONEY_USD);
  requireInRange('startingAnnualCosts', input.startingAnnualCosts, 0, MAX_MONEY_USD);
  requireInRange('startingCash', input.startingCash, -MAX_MONEY_USD, MAX_MONEY_USD);
  requireInRange('startingHeadcount', input.startingHeadcount, 0, 1e7);
  if (input.survivalCurve.length !== PROJECTION_YEARS) {
    throw new RangeError(`survivalCurve must have ${PROJECTION_YEARS} values`);
  }
  input.survivalCurve.forEach((s, i) => {
    requireInRange(`survivalCurve[${i}]`, s, 0, 1);
    if (i > 0 && s > (input.survivalCurve[i - 1] ?? 1) + SURVIVAL_TOLERANCE) {
      throw new RangeError('survivalCurve must not increase');
    }
  });
};

const mean = (a: Float64Array): number => a.reduce((sum, x) => sum + x, 0) / a.length;

/**
 * Revenue, costs, cash and headcount for years 1..5. Each path draws a size multiplier G per year
 * from the sector's lognormal (sector-growth.ts); revenue, costs and headcount all scale with G
 * (constant margin and revenue per person: our sources say nothing on how they change with size),
 * and cash adds each year's revenue minus costs. Survival comes from the prediction, not from cash.
 */
export const projectGrowth = (
  input: GrowthProjectionInput,
  options: { seed?: number; paths?: number } = {},
): GrowthProjection => {
  validate(input);
  const paths = options.paths ?? DEFAULT_PATHS;
  requireIntegerInRange('paths', paths, 1, MAX_PATHS);
  const parameters = growthParametersFor(input.sector);
  const rng = new SeededRandom(deriveSeed(options.seed ?? DEFAULT_SEED, 0));
  const size = new Float64Array(paths).fill(1);
  const cash = new Float64Array(paths).fill(input.startingCash);
  const profit0 = input.startingAnnualRevenue - input.startingAnnualCosts;
  const years: ProjectionYear[] = [];
  for (let y = 0; y < PROJECTION_YEARS; y += 1) {
    for (let p = 0; p < paths; p += 1) {
      size[p] = (size[p] ?? 1) * rng.lognormal(parameters.logMeanPerYear, parameters.logSdPerYear);
      cash[p] = (cash[p] ?? 0) + profit0 * (size[p] ?? 1);
    }
    const survival = input.survivalCurve[y] ?? 0;
    const meanSize = mean(size);
    const sizeBand = bandInPlace(size.slice());
    const scale = (band: Band, by: number): Band => ({
      p10: band.p10 * by,
      p50: band.p50 * by,
      p90: band.p90 * by,
    });
    years.push({
      year: y + 1,
      survival,
      revenue: scale(sizeBand, input.startingAnnualRevenue),
      costs: scale(sizeBand, input.startingAnnualCosts),
      cash: bandInPlace(cash.slice()),
      headcount: scale(sizeBand, input.startingHeadcount),
      expected: {
        revenue: survival * meanSize * input.startingAnnualRevenue,
        costs: survival * meanSize * input.startingAnnualCosts,
        cash: survival * mean(cash),
        headcount: survival * meanSize * input.startingHeadcount,
      },
    });
  }
  return { parameters, years };
};
