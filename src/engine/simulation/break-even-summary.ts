import { percentileFromCounts } from './percentiles';
import { NEVER } from './simulation-core';

/** Width of one break-even histogram bin, in months (a quarter). */
export const BREAK_EVEN_BIN_MONTHS = 3;

export type BreakEvenBin = {
  /** First and last month of the bin, inclusive, 1-based. */
  fromMonth: number;
  toMonth: number;
  /** Share of all paths whose first profitable month falls in the bin. */
  share: number;
};

/** Month percentiles over all paths; null = that share of paths does not break even in the horizon. */
export type BreakEvenPercentiles = {
  p10: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  p90: number | null;
};

export type BreakEvenSummary = {
  percentiles: BreakEvenPercentiles;
  histogram: BreakEvenBin[];
  /** Share of paths with no month of operating profit >= 0 within the horizon. */
  neverShare: number;
  /** cumulativeShare[t] = share of paths that broke even by the end of month t + 1. */
  cumulativeShare: number[];
};

/** Counts per break-even month: counts[m] paths first broke even in month m (m >= 1). */
const countByMonth = (breakEvenMonth: Int16Array, months: number): Float64Array => {
  const counts = new Float64Array(months + 1);
  for (const month of breakEvenMonth) {
    if (month !== NEVER) counts[month] = (counts[month] ?? 0) + 1;
  }
  return counts;
};

/** Summarises first-profitable-month per path into percentiles, a histogram and cumulative shares. */
export const summariseBreakEven = (
  breakEvenMonth: Int16Array,
  months: number,
): BreakEvenSummary => {
  const paths = breakEvenMonth.length;
  const counts = countByMonth(breakEvenMonth, months);
  const at = (q: number): number | null => percentileFromCounts(counts, paths, q);
  const histogram: BreakEvenBin[] = [];
  for (let from = 1; from <= months; from += BREAK_EVEN_BIN_MONTHS) {
    const to = Math.min(months, from + BREAK_EVEN_BIN_MONTHS - 1);
    let count = 0;
    for (let m = from; m <= to; m += 1) count += counts[m] ?? 0;
    histogram.push({ fromMonth: from, toMonth: to, share: count / paths });
  }
  const cumulativeShare: number[] = [];
  let seen = 0;
  for (let m = 1; m <= months; m += 1) {
    seen += counts[m] ?? 0;
    cumulativeShare.push(seen / paths);
  }
  return {
    percentiles: { p10: at(0.1), p25: at(0.25), p50: at(0.5), p75: at(0.75), p90: at(0.9) },
    histogram,
    neverShare: 1 - seen / paths,
    cumulativeShare,
  };
};
