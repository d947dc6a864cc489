import type { Language } from '#shared/constants';
import { getBlogPost as getBlogPostEndpoint } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';

/** GET /api/blog/posts/:slug: loaded by get-blog-post.ts once the page is on screen (it brings Zod). */
export const getBlogPost = (slug: string, language: Language, signal?: AbortSignal) =>
  apiRequest(getBlogPostEndpoint, { params: { slug }, query: { lang: language }, signal });
