import { findBlogPosts as listBlogPostsEndpoint } from '#shared/contracts/blog';
import { readApiResponse } from '#web/lib/api-client';

/** Reads GET /api/blog/posts: loaded by list-blog-posts.ts once the page is on screen (it brings Zod). */
export const readBlogPosts = (sent: Promise<Response>) =>
  readApiResponse(listBlogPostsEndpoint, sent);
