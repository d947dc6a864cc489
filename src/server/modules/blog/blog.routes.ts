import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LanguageSchema } from '#shared/contracts/account';
import type { User } from '#shared/contracts/auth';
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  findAdminBlogPosts,
  findBlogPosts,
  createBlogPreview,
  updateBlogPostPublication,
  updateBlogPost,
} from '#shared/contracts/blog';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { promoteConfiguredAdmins } from './admin-role';
import {
  assertAdmin,
  type BlogAdminContext,
  createPost,
  listAllPosts,
  removePost,
  replacePost,
  setPublished,
} from './blog-admin.service';
import { buildRssFeed, buildSitemap } from './blog-feeds';
import { getPublishedPost, listPublishedPosts } from './blog.service';
import { renderMarkdown } from './markdown';

export type BlogRoutesOptions = ServerContext & {
  /** Absolute links in the feed and the sitemap (never the request's Host header). */
  appOrigin: string;
  /** ADMIN_USERNAMES: made admins when the app starts. */
  adminUsernames: readonly string[];
};

// Feeds change when a post is published; readers and crawlers may keep them a few minutes.
const FEED_CACHE = 'public, max-age=300';

export const blogRoutes = async (app: FastifyInstance, options: BlogRoutesOptions) => {
  const { db, clock } = options;
  const { missing } = await promoteConfiguredAdmins(db, options.adminUsernames);
  if (missing.length > 0) {
    app.log.warn(
      { usernames: missing },
      'ADMIN_USERNAMES names accounts that do not exist yet; they become admins on the next start after they are created',
    );
  }

  registerEndpoint(app, findBlogPosts, async (request) => listPublishedPosts(db, request.query));
  registerEndpoint(app, getBlogPost, async (request) =>
    getPublishedPost(db, request.params.slug, request.query.lang),
  );

  const admin = (request: { user: User }): BlogAdminContext => ({ db, clock, user: request.user });
  registerEndpoint(app, findAdminBlogPosts, async (request) => listAllPosts(admin(request)));
  registerEndpoint(app, createBlogPost, async (request) =>
    createPost(admin(request), request.body),
  );
  registerEndpoint(app, updateBlogPost, async (request) =>
    replacePost(admin(request), request.params.id, request.body),
  );
  registerEndpoint(app, updateBlogPostPublication, async (request) =>
    setPublished(admin(request), request.params.id, request.body.published),
  );
  registerEndpoint(app, deleteBlogPost, async (request) =>
    removePost(admin(request), request.params.id),
  );
  registerEndpoint(app, createBlogPreview, async (request) => {
    assertAdmin(request.user);
    return { html: renderMarkdown(request.body.bodyMarkdown) };
  });

  // Not API paths: registered here so the web app's page fallback never answers them.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/blog/rss.xml',
    {
      schema: { querystring: z.object({ lang: LanguageSchema.default('en') }), hide: true },
      config: { ignoresSession: true },
    },
    async (request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(await buildRssFeed(db, { language: request.query.lang, origin: options.appOrigin })),
  );
  typed.get(
    '/sitemap.xml',
    { schema: { hide: true }, config: { ignoresSession: true } },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(await buildSitemap(db, options.appOrigin)),
  );
};
