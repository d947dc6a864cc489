import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#shared/errors';
import { injectImagePreloads, injectOpenGraphTags } from './page-head';
import { requestLanguage } from '#server/http/request-language';

/** What a page's link preview says (Open Graph); absolute URLs. */
export type PagePreview = {
  title: string;
  description: string;
  type: 'website' | 'article';
  image?: string | undefined;
  /** The page's canonical URL; without one the preview's og:url is the requested path. */
  canonicalUrl?: string | undefined;
  /**
   * Images the page shows first and largest (a blog post's cover), as the page's <img> asks for
   * them: the HTML preloads them, so they load beside the scripts instead of after the page's data.
   */
  preloadImages?: readonly string[] | undefined;
};

export type PreviewRequest = {
  language: 'en' | 'tr';
  /** The request's query (a blog post's ?lang=). */
  query: URLSearchParams;
  /** The site's origin (configured, else the request's), for absolute URLs. */
  origin: string;
};

/**
 * Pages whose HTML carries Open Graph tags, looked up on the server: chat apps and search engines
 * fetch them without running scripts. One entry per kind of page (share links, the blog, its posts).
 */
export type PagePreviewRoute = {
  /** Matches the path; its first group (URL-decoded), if it has one, is the key given to `describe`. */
  path: RegExp;
  describe: (key: string, request: PreviewRequest) => Promise<PagePreview | null>;
  /** The tags an unknown key gets; without it, the page is served as it is. */
  fallback?: (language: 'en' | 'tr') => PagePreview;
  /** Headers of these pages (share pages: private and unindexed). */
  headers?: Readonly<Record<string, string>>;
};

export type WebAppOptions = {
  /** Folder of the built web app (dist/web); null when it is not built (API-only tests). */
  webRoot: string | null;
  previews?: readonly PagePreviewRoute[] | undefined;
  /** The configured public origin, for absolute og:url values behind a proxy. */
  publicOrigin?: string | undefined;
};

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><title>Foresight</title><p>The web app is not built. Run <code>npm start</code>.</p></html>';

/**
 * Serves the built single-page app: hashed assets are cached for a year, everything else that is
 * not an API path gets index.html so the client router can show the page (or its not-found page).
 * Unknown /api paths answer a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexPath = options.webRoot ? path.join(options.webRoot, 'index.html') : null;
  const hasIndex = indexPath !== null && existsSync(indexPath);
  const indexHtml = hasIndex && indexPath ? readFileSync(indexPath, 'utf8') : NOT_BUILT_PAGE;

  const robotsPath = options.webRoot ? path.join(options.webRoot, 'robots.txt') : null;
  const robotsText = robotsPath && existsSync(robotsPath) ? readFileSync(robotsPath, 'utf8') : null;
  const siteOrigin = (request: FastifyRequest) =>
    options.publicOrigin ?? `${request.protocol}://${request.host}`;

  if (options.webRoot && hasIndex) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/lib/vite-precompress.ts).
      preCompressed: true,
      // Served below, with its sitemap made absolute.
      globIgnore: robotsText === null ? [] : ['robots.txt'],
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  if (robotsText !== null) {
    // The Sitemap line must be an absolute URL, and the origin is known only where the app runs.
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          robotsText.replace(
            /^(Sitemap:\s*)(\/\S*)$/gim,
            (_line, label: string, sitemapPath: string) =>
              `${label}${siteOrigin(request)}${sitemapPath}`,
          ),
        ),
    );
  }

  /** index.html with the page's preview tags, or null when no preview route matches. */
  const previewPage = async (request: FastifyRequest) => {
    const [pathname = '', search = ''] = request.url.split('?');
    for (const route of options.previews ?? []) {
      const match = route.path.exec(pathname);
      if (!match) continue;
      const language = requestLanguage(request);
      const origin = siteOrigin(request);
      const query = new URLSearchParams(search);
      const preview =
        (await route.describe(safeDecode(match[1] ?? ''), { language, query, origin })) ??
        route.fallback?.(language) ??
        null;
      const html = preview
        ? injectImagePreloads(
            injectOpenGraphTags(indexHtml, {
              ...preview,
              url: preview.canonicalUrl ?? `${origin}${pathname}`,
              canonical: preview.canonicalUrl !== undefined,
            }),
            preview.preloadImages ?? [],
          )
        : indexHtml;
      return { html, headers: route.headers ?? {} };
    }
    return null;
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', {
        message: `No API endpoint ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('NOT_FOUND');
    // The page works without its preview (the app loads its own data and says what went wrong):
    // a database that is away must not turn every page into an error.
    const preview = await previewPage(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page preview failed; serving the plain page');
      return null;
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .headers(preview?.headers ?? {})
      .send(preview?.html ?? indexHtml);
  });
});
