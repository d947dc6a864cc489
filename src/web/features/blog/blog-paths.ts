import { blogFiltersSearch, type BlogFilters } from './hooks/use-blog-filters';

// The feature cannot import app/paths.ts (features sit below app/); these match paths.blog and
// paths.blogPost, which router.tsx uses for the routes.
const BLOG_PATH = '/blog';

export const blogListPath = (filters: Partial<BlogFilters> = {}) =>
  `${BLOG_PATH}${blogFiltersSearch(filters)}`;

export const blogPostPath = (slug: string) => `${BLOG_PATH}/${encodeURIComponent(slug)}`;

/** The RSS feed of one language (served by the server, outside the app's routes). */
export const blogFeedPath = (language: string) => `${BLOG_PATH}/rss.xml?lang=${language}`;
