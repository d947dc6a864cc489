import { LanguageSchema } from '#shared/contracts/account';
import { BlogCategorySchema, BlogSlugSchema } from '#shared/contracts/blog';
import { href } from '#shared/routes';
import type { Database } from '#server/db/client';
import type { PagePreviewRoute } from '#server/plugins/web-app';
import { BLOG_TEXT } from './blog-feeds';
import { findPublishedPost } from './blog.repository';
import { categoryCoverUrl, frontPageCoverUrls } from './blog.service';

/** An https cover stays as it is; a path becomes absolute on the site's origin. */
const absoluteUrl = (url: string, origin: string): string =>
  url.startsWith('/') ? `${origin}${url}` : url;

/**
 * A published post's page carries its title, summary, cover and canonical address as Open Graph
 * tags. The post's language is its link's ?lang= (href.blogPost), else the reader's. Unknown
 * slugs and drafts get the page as it is (the app shows its "article not found" page).
 */
export const blogPostPagePreview = (db: Database): PagePreviewRoute => ({
  path: /^\/blog\/([^/]+)\/?$/,
  describe: async (slug, request) => {
    const language = LanguageSchema.catch(request.language).parse(request.query.get('lang'));
    if (!BlogSlugSchema.safeParse(slug).success) return null;
    const post = await findPublishedPost(db, slug, language);
    if (!post) return null;
    const cover = post.coverImageUrl ?? categoryCoverUrl(BlogCategorySchema.parse(post.category));
    return {
      title: post.title,
      description: post.summary,
      type: 'article',
      image: absoluteUrl(cover, request.origin),
      canonicalUrl: `${request.origin}${href.blogPost(post.slug, language)}`,
      // The post's largest paint, asked for as its <img> does (the address the API gives).
      preloadImages: [cover],
    };
  },
});

/** The list's filters (use-blog-filters.ts): any of them, or a later page, is not the front page. */
const LIST_FILTER_PARAMS = ['q', 'category', 'tag'];

/**
 * The blog's list carries the blog's name and description as its link preview and, on its front
 * page, preloads the covers the page shows first, in the reader's language (the page follows the
 * interface language, which starts from the browser's).
 */
export const blogListPagePreview = (db: Database): PagePreviewRoute => ({
  path: /^\/blog\/?$/,
  describe: async (_key, request) => {
    const isFrontPage =
      LIST_FILTER_PARAMS.every((name) => !request.query.get(name)) &&
      (request.query.get('page') ?? '1') === '1';
    return {
      ...BLOG_TEXT[request.language],
      type: 'website',
      preloadImages: isFrontPage ? await frontPageCoverUrls(db, request.language) : [],
    };
  },
});
