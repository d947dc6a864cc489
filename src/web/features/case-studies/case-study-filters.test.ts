import { describe, expect, it } from 'vitest';
import { SIMILAR_BUSINESSES } from '#engine/examples';
import { SECTOR_CODES } from '#engine/inputs';
import {
  DEFAULT_FILTERS,
  filtersSearch,
  groupBySector,
  limitGroups,
  parseFilters,
  sectorOf,
} from './case-study-filters';

describe('case study filters', () => {
  it('maps every reference business to one of the calculator sectors', () => {
    for (const example of SIMILAR_BUSINESSES) expect(sectorOf(example)).toBeDefined();
  });

  it('round-trips through the address and falls back to "all" for unknown values', () => {
    const filters = { sector: 'retail', outcome: 'closed' } as const;
    expect(parseFilters(filtersSearch(filters))).toEqual(filters);
    expect(filtersSearch(DEFAULT_FILTERS).toString()).toBe('');
    expect(parseFilters(new URLSearchParams('sector=55&outcome=maybe'))).toEqual(DEFAULT_FILTERS);
  });

  it('groups in the calculator order and keeps every business exactly once', () => {
    const groups = groupBySector(SIMILAR_BUSINESSES, DEFAULT_FILTERS);
    const order = groups.map((group) => SECTOR_CODES.indexOf(group.sector));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(groups.flatMap((group) => group.examples)).toHaveLength(SIMILAR_BUSINESSES.length);
  });

  it('cuts the grouped list after a number of businesses, dropping empty groups', () => {
    const groups = groupBySector(SIMILAR_BUSINESSES, DEFAULT_FILTERS);
    const firstSize = groups[0]?.examples.length ?? 0;
    const limited = limitGroups(groups, firstSize + 1);
    expect(limited).toHaveLength(2);
    expect(limited[1]?.examples).toHaveLength(1);
    expect(limitGroups(groups, 0)).toEqual([]);
    expect(limitGroups(groups, 1000).flatMap((group) => group.examples)).toHaveLength(
      SIMILAR_BUSINESSES.length,
    );
  });
});
