import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#shared/errors';

export type WebAppOptions = {
  /** Folder of the built web app (dist/web); null when it is not built (API-only tests). */
  webRoot: string | null;
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

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', {
        message: `No API endpoint ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('NOT_FOUND');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
});
