import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type CaseStudyFilters, filtersSearch, parseFilters } from '../case-study-filters';

/** The filters live in the address, so a filtered list can be shared and survives a reload. */
export const useCaseStudyFilters = () => {
  const [search, setSearch] = useSearchParams();
  const filters = parseFilters(search);
  const setFilters = useCallback(
    (next: CaseStudyFilters) => {
      setSearch(filtersSearch(next), { replace: true, preventScrollReset: true });
    },
    [setSearch],
  );
  return { filters, setFilters };
};
