/**
 * The public blog reads' method and path, without their schemas: blog.ts builds the endpoints
 * from these, and the blog's pages send the first read before Zod has loaded (docs/decisions/015).
 */
export const BLOG_ROUTES = {
  list: { method: 'GET', path: '/api/blog/posts' },
  post: { method: 'GET', path: '/api/blog/posts/:slug' },
} as const;
