import { listBlogPosts as listBlogPostsEndpoint } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';
import type { BlogListArgs } from './list-blog-posts';

/** GET /api/blog/posts: loaded by list-blog-posts.ts once the page is on screen (it brings Zod). */
export const listBlogPosts = (args: BlogListArgs, signal?: AbortSignal) =>
  apiRequest(listBlogPostsEndpoint, {
    query: {
      lang: args.language,
      q: args.q || undefined,
      category: args.category,
      tag: args.tag,
      featured: args.isFeaturedOnly ? 'true' : undefined,
      page: args.page,
    },
    signal,
  });
