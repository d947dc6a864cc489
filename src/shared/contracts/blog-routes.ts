/*
 * What the blog's first load needs from its contract, without schemas: the pages send the first
 * read before Zod has loaded (docs/decisions/015), and blog.ts builds the endpoints from these.
 * Nothing here may import Zod: the front page's chunk would then carry it (about 40 KB).
 */

/** The public blog reads' method and path. */
export const BLOG_ROUTES = {
  list: { method: 'GET', path: '/api/blog/posts' },
  post: { method: 'GET', path: '/api/blog/posts/:slug' },
} as const;

/**
 * How many covers the blog's front page asks for at once (its largest paint): the first featured
 * cards, else the first of the latest. The server preloads the same ones from the page's HTML.
 */
export const BLOG_EAGER_COVERS = 2;
