import type { Language } from './constants';

/**
 * The public pages that are content worth finding (spec section 2's public routes that are real
 * pages, plus the calculator pages its copy names), for `sitemap.xml`. Left out: /auth and
 * /error (no content), /subscription-checkout (a step of a purchase, not a page to land on), and
 * signed-in pages. Blog posts are added one by one.
 */
export const SITEMAP_PAGES = [
  '/',
  '/features',
  '/pricing',
  '/resources',
  '/about',
  '/contact',
  '/help',
  '/blog',
  '/tutorials',
  '/knowledge-base',
  '/templates',
  '/case-studies',
  '/privacy-policy',
  '/terms-of-service',
  '/faq',
  '/calculator',
  '/success-score',
  '/newsletter',
  '/subscription',
  '/membership',
  '/track-record',
] as const;

/**
 * A post's public address. Slugs are unique per language only and the app keeps its language in
 * the browser, so the language travels in the query: a shared link opens the post it names.
 */
export const blogPostPath = (slug: string, language: Language): string =>
  `/blog/${encodeURIComponent(slug)}?lang=${language}`;

/**
 * How many covers the blog's front page asks for at once (its largest paint): the first featured
 * cards, else the first of the latest. The server preloads the same ones from the page's HTML.
 */
export const BLOG_EAGER_COVERS = 2;
