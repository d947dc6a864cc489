import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#shared/errors';
import { type OpenGraphTags, injectOpenGraphTags } from './open-graph';
import { requestLanguage } from '#server/http/request-language';

export type SharePreviewLookup = (
  token: string,
  language: 'en' | 'tr',
) => Promise<{ title: string; description: string } | null>;

export type WebAppOptions = {
  /** Folder of the built web app (dist/web); null when it is not built (API-only tests). */
  webRoot: string | null;
  /** Preview text of a share link's calculation, or null when the token is unknown or revoked. */
  sharePreview?: SharePreviewLookup | undefined;
  /** The configured public origin, for absolute og:url values behind a proxy. */
  publicOrigin?: string | undefined;
};

const SHARE_PATH = /^\/shared\/([^/?#]+)\/?$/;

const GENERIC_PREVIEW = {
  en: {
    title: 'Foresight: shared business survival estimate',
    description:
      'Foresight estimates how likely a new business is to survive five years, explains why, and shows what to change.',
  },
  tr: {
    title: 'Foresight: paylaşılan işletme hayatta kalma tahmini',
    description:
      'Foresight, yeni bir işletmenin beş yıl ayakta kalma olasılığını tahmin eder, nedenini açıklar ve neyin değişmesi gerektiğini gösterir.',
  },
} as const;

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

  if (options.webRoot && hasIndex) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  /**
   * A share link's page carries Open Graph tags with the score, so chat apps preview it. Unknown
   * and revoked tokens get the generic tags after the same hashed lookup, so timing tells nothing.
   */
  const sharePageHtml = async (request: FastifyRequest, token: string): Promise<string> => {
    const language = requestLanguage(request);
    const preview = options.sharePreview ? await options.sharePreview(token, language) : null;
    const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
    const tags: OpenGraphTags = {
      ...(preview ?? GENERIC_PREVIEW[language]),
      type: preview ? 'article' : 'website',
      url: `${origin}${request.url.split('?')[0] ?? ''}`,
    };
    return injectOpenGraphTags(indexHtml, tags);
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', {
        message: `No API endpoint ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('NOT_FOUND');
    const shareMatch = SHARE_PATH.exec(request.url.split('?')[0] ?? '');
    if (shareMatch?.[1]) {
      return (
        reply
          .type('text/html; charset=utf-8')
          // The preview must disappear as soon as the link is revoked; share pages stay unindexed.
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send(await sharePageHtml(request, safeDecode(shareMatch[1])))
      );
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
});
