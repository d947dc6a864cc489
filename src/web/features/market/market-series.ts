import { SECTOR_CODES, type Sector } from '#engine/inputs';
import type { MarketSectorTrend, MarketSeries, MarketTrends } from '#shared/contracts/market';

/** A sector of the calculator, or every sector together (the BDS national totals). */
export type SectorChoice = Sector | 'all';

/** A sector code from the address (`?sector=`), or "all" for a missing or unknown one. */
export const toSectorChoice = (value: string | null): SectorChoice =>
  SECTOR_CODES.find((sector) => sector === value) ?? 'all';

/** The BDS figures of the choice: its sector's, or the all-sector totals. */
export const seriesOf = (trends: MarketTrends, sector: SectorChoice): MarketSeries =>
  trends.sectors.find((entry) => entry.sector === sector) ?? trends.allSectors;

export type YearPoint = { year: number; all: number; own: number | undefined };

/**
 * One point a year for a line chart and its table: all sectors, and the chosen sector's value
 * beside it (undefined when no sector is chosen). The series start at `first` and run yearly.
 */
export const yearPoints = (
  first: number,
  all: readonly number[],
  own: readonly number[] | null,
): YearPoint[] =>
  all.map((value, index) => ({ year: first + index, all: value, own: own?.[index] }));

/** Sectors from the highest 5-year survival to the lowest (ties in the calculator's order). */
export const sectorsBySurvival = (trends: MarketTrends): MarketSectorTrend[] =>
  [...trends.sectors].sort((left, right) => right.survival5 - left.survival5);

/** Sectors from the largest rise in start-up rate (recent window against the earlier) to the largest fall. */
export const sectorsByStartupRise = (trends: MarketTrends): MarketSectorTrend[] =>
  [...trends.sectors].sort((left, right) => right.startupRateChange - left.startupRateChange);

/** A year range as text: "2012–2014". */
export const yearSpan = (range: { first: number; last: number }) => `${range.first}–${range.last}`;

/**
 * Round axis ticks for shares: 0, step, 2·step … up to the first multiple of `step` at or above the
 * largest value, so a chart's labels read "0%, 5%, 10%" rather than Recharts' "3.5%" steps.
 */
export const shareTicks = (values: readonly number[], step: number): number[] => {
  const top = Math.max(step, Math.ceil(Math.max(0, ...values) / step - 1e-9) * step);
  const count = Math.round(top / step);
  // Built from integers so 0.1 * 3 prints as 30%, not 30.000000000000004%.
  return Array.from({ length: count + 1 }, (_, index) => Math.round(index * step * 1e6) / 1e6);
};
