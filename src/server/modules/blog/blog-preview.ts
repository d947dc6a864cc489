import { LanguageSchema } from '#shared/contracts/account';
import { BlogCategorySchema, BlogSlugSchema } from '#shared/contracts/blog';
import { blogPostPath } from '#shared/public-pages';
import type { Database } from '#server/db/client';
import type { PagePreviewRoute } from '#server/plugins/web-app';
import { findPublishedPost } from './blog.repository';
import { categoryCoverUrl } from './blog.service';

/** An https cover stays as it is; a path becomes absolute on the site's origin. */
const absoluteUrl = (url: string, origin: string): string =>
  url.startsWith('/') ? `${origin}${url}` : url;

/**
 * A published post's page carries its title, summary, cover and canonical address as Open Graph
 * tags. The post's language is its link's ?lang= (blogPostPath), else the reader's. Unknown
 * slugs and drafts get the page as it is (the app shows its "article not found" page).
 */
export const blogPostPagePreview = (db: Database): PagePreviewRoute => ({
  path: /^\/blog\/([^/]+)\/?$/,
  describe: async (slug, request) => {
    const language = LanguageSchema.catch(request.language).parse(request.query.get('lang'));
    if (!BlogSlugSchema.safeParse(slug).success) return null;
    const post = await findPublishedPost(db, slug, language);
    if (!post) return null;
    const category = BlogCategorySchema.parse(post.category);
    return {
      title: post.title,
      description: post.summary,
      type: 'article',
      image: absoluteUrl(post.coverImageUrl ?? categoryCoverUrl(category), request.origin),
      canonicalUrl: `${request.origin}${blogPostPath(post.slug, language)}`,
    };
  },
});
