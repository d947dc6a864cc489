import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BlogCategory } from '#shared/contracts/blog';
import { isBlogCategory } from '../blog-categories';

export type BlogFilters = {
  q: string;
  category: BlogCategory | undefined;
  tag: string | undefined;
  page: number;
};

const MAX_PAGE = 1000;

/** Reads the list's filters from a query string; values the API would refuse are dropped. */
export const parseBlogFilters = (params: URLSearchParams): BlogFilters => {
  const category = params.get('category');
  const tag = params.get('tag')?.trim();
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim().slice(0, 100) ?? '',
    category: isBlogCategory(category) ? category : undefined,
    tag: tag ? tag.slice(0, 40) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
};

/** The query string for some filters: empty values and page 1 are left out, so links stay short. */
export const blogFiltersSearch = (filters: Partial<BlogFilters>): string => {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
};

export const hasActiveFilters = (filters: BlogFilters) =>
  filters.q !== '' || filters.category !== undefined || filters.tag !== undefined;

/**
 * The blog list's filters live in the URL: a filtered list can be shared, and Back undoes a filter.
 * Changing a filter goes back to page 1.
 */
export const useBlogFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseBlogFilters(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<BlogFilters>, options: { replace?: boolean } = {}) => {
      const isPageChange = Object.keys(changes).every((key) => key === 'page');
      const next = { ...filters, ...(isPageChange ? {} : { page: 1 }), ...changes };
      setSearchParams(new URLSearchParams(blogFiltersSearch(next)), {
        replace: options.replace ?? false,
      });
    },
    [filters, setSearchParams],
  );
  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  return { filters, update, clear };
};
