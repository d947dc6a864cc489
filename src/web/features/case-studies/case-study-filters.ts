import type { SimilarExample } from '#engine/examples';
import { SECTOR_BY_BDS_CODE, SECTOR_CODES, type Sector } from '#engine/inputs';

export const OUTCOME_FILTERS = ['all', 'survived', 'closed'] as const;
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number];

/** 'all' or one of the calculator's sector codes. */
export type SectorFilter = 'all' | Sector;

export type CaseStudyFilters = { sector: SectorFilter; outcome: OutcomeFilter };

export const DEFAULT_FILTERS: CaseStudyFilters = { sector: 'all', outcome: 'all' };

/** The calculator's sector of a reference business (its NAICS code as in Census BDS). */
export const sectorOf = (example: SimilarExample): Sector | undefined =>
  SECTOR_BY_BDS_CODE[example.naicsSector];

const isSector = (value: string): value is Sector =>
  (SECTOR_CODES as readonly string[]).includes(value);

/** A sector code, or 'all' for anything else. */
export const toSectorFilter = (value: string): SectorFilter => (isSector(value) ? value : 'all');

/** Filters read from the address (?sector=retail&outcome=closed); unknown values mean "all". */
export const parseFilters = (search: URLSearchParams): CaseStudyFilters => {
  const outcome = search.get('outcome') ?? '';
  return {
    sector: toSectorFilter(search.get('sector') ?? ''),
    outcome: (OUTCOME_FILTERS as readonly string[]).includes(outcome)
      ? (outcome as OutcomeFilter)
      : 'all',
  };
};

/** The address query for some filters, leaving out the defaults. */
export const filtersSearch = (filters: CaseStudyFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (filters.sector !== 'all') search.set('sector', filters.sector);
  if (filters.outcome !== 'all') search.set('outcome', filters.outcome);
  return search;
};

export const matchesFilters = (example: SimilarExample, filters: CaseStudyFilters) =>
  (filters.sector === 'all' || sectorOf(example) === filters.sector) &&
  (filters.outcome === 'all' || example.outcome === filters.outcome);

export type SectorGroup = { sector: Sector; examples: SimilarExample[] };

/** The matching businesses grouped by sector, sectors in the calculator's order. */
export const groupBySector = (
  examples: readonly SimilarExample[],
  filters: CaseStudyFilters,
): SectorGroup[] =>
  SECTOR_CODES.map((sector) => ({
    sector,
    examples: examples.filter(
      (example) => sectorOf(example) === sector && matchesFilters(example, filters),
    ),
  })).filter((group) => group.examples.length > 0);

/** The first `limit` businesses of the grouped list, groups kept whole up to the cut. */
export const limitGroups = (groups: readonly SectorGroup[], limit: number): SectorGroup[] => {
  const limited: SectorGroup[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    limited.push({ ...group, examples: group.examples.slice(0, left) });
    left -= group.examples.length;
  }
  return limited;
};
