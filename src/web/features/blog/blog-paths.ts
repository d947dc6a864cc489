import { paths } from '#shared/routes';
import { blogFiltersSearch, type BlogFilters } from './hooks/use-blog-filters';

export const blogListPath = (filters: Partial<BlogFilters> = {}) =>
  `${paths.blog}${blogFiltersSearch(filters)}`;

/** The RSS feed of one language (served by the server, outside the app's routes). */
export const blogFeedPath = (language: string) => `${paths.blog}/rss.xml?lang=${language}`;
