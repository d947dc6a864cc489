import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CaseStudyFilters, filtersSearch, parseFilters } from '../case-study-filters';

/**
 * The filters start from the address and are written back to it (replacing the entry), so a
 * filtered list can be shared and survives a reload. The screen renders from local state: the
 * router applies address changes in a transition, which would leave a clicked radio button
 * unchecked for a moment.
 */
export const useCaseStudyFilters = () => {
  const [search, setSearch] = useSearchParams();
  const [filters, setLocalFilters] = useState(() => parseFilters(search));
  const setFilters = useCallback(
    (next: CaseStudyFilters) => {
      setLocalFilters(next);
      setSearch(filtersSearch(next), { replace: true, preventScrollReset: true });
    },
    [setSearch],
  );
  return { filters, setFilters };
};
