import { getBlogPost as getBlogPostEndpoint } from '#shared/contracts/blog';
import { readApiResponse } from '#web/lib/api-client';

/** Reads GET /api/blog/posts/:slug: loaded by get-blog-post.ts once the page is on screen (it brings Zod). */
export const readBlogPost = (sent: Promise<Response>) => readApiResponse(getBlogPostEndpoint, sent);
