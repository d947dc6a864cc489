import type { Sector } from '#engine/inputs';
import type { MarketTrends } from '#shared/contracts/market';
import type { BusinessIdea } from '#shared/ideas/idea-types';
import { type SectorChoice, sectorsByStartupRise } from './market-series';

/** How many rising sectors the all-sector view shows ideas from. */
export const TRENDING_SECTOR_COUNT = 3;
/** Ideas shown per sector in the all-sector view (the finder has the rest). */
export const IDEAS_PER_TRENDING_SECTOR = 3;
/** Ideas shown when one sector is chosen. */
export const IDEAS_PER_CHOSEN_SECTOR = 6;

export type IdeaGroup = {
  sector: Sector;
  /** Mean start-up rate of the recent window minus the earlier one, as a share (0.01 = 1 point). */
  change: number;
  /** 1 for the sector whose start-up rate rose most, up to the number of sectors. */
  rank: number;
  /** The sector's ideas in catalogue order: the catalogue has no popularity data to rank them by. */
  ideas: BusinessIdea[];
  /** How many ideas the catalogue has for the sector (more than `ideas` when cut). */
  total: number;
};

/**
 * "Trending" in the only sense the data supports: ideas of the sectors whose BDS start-up rate
 * rose most between the two windows of `trends.change`. For "all", the top rising sectors that have
 * ideas; for one sector, its own ideas with its rank, whether or not its rate rose.
 */
export const trendingIdeaGroups = (
  trends: MarketTrends,
  ideas: readonly BusinessIdea[],
  sector: SectorChoice,
): IdeaGroup[] => {
  const ranked = sectorsByStartupRise(trends).map((entry, index) => {
    const own = ideas.filter((candidate) => candidate.sector === entry.sector);
    return { sector: entry.sector, change: entry.startupRateChange, rank: index + 1, own };
  });
  const group = (entry: (typeof ranked)[number], limit: number): IdeaGroup => ({
    sector: entry.sector,
    change: entry.change,
    rank: entry.rank,
    ideas: entry.own.slice(0, limit),
    total: entry.own.length,
  });
  if (sector !== 'all') {
    const chosen = ranked.find((entry) => entry.sector === sector);
    return chosen ? [group(chosen, IDEAS_PER_CHOSEN_SECTOR)] : [];
  }
  return ranked
    .filter((entry) => entry.change > 0 && entry.own.length > 0)
    .slice(0, TRENDING_SECTOR_COUNT)
    .map((entry) => group(entry, IDEAS_PER_TRENDING_SECTOR));
};
