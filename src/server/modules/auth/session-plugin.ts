import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionExpiryReason } from '#shared/contracts/auth';
import { AppError } from '#shared/errors';
import { databaseFaultOf } from '#server/db/database-faults';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { clearSessionCookie, sessionCookieName } from './session-cookie';
import { resolveSession } from './session.service';
import { isSecureRequest } from '#server/plugins/security';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carried a session that has just expired (and was deleted). */
    sessionExpiry: SessionExpiryReason | null;
  }
}

export type SessionPluginOptions = {
  db: Database;
  clock: Clock;
  publicOrigin: string | undefined;
};

/**
 * Resolves the session cookie of every API request into `request.user` / `request.sessionId`.
 * Unknown, malformed and expired cookies leave the request anonymous; only an expired one is
 * cleared. An unknown one is often a session that a concurrent sign-in (verification link,
 * provider popup) has just replaced: clearing it in this slower answer would delete the new
 * cookie the browser has just been given, signing the user out.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionPluginOptions) => {
    await app.register(cookie);
    app.decorateRequest('sessionExpiry', null);
    const context = { db: options.db, clock: options.clock };

    app.addHook('onRequest', async (request, reply) => {
      // Pages and assets never need the user; only the API pays for the lookup.
      if (!request.url.startsWith('/api/') || request.routeOptions.config.ignoresSession) return;
      const isSecure = isSecureRequest(request, options.publicOrigin);
      const token = request.cookies[sessionCookieName(isSecure)];
      if (token === undefined) return;
      const lookup = await resolveSession(context, token).catch((error: unknown) => {
        request.log.error({ err: error }, 'session lookup failed');
        // Fail closed: no user is assumed. A database fault goes on as it is: the error handler
        // turns it into its 503 with the plain message and the wait, as for any other route.
        throw databaseFaultOf(error)
          ? error
          : new AppError('SERVICE_UNAVAILABLE', { cause: error });
      });
      if (lookup.status === 'active') {
        request.user = lookup.user;
        request.sessionId = lookup.sessionId;
        return;
      }
      if (lookup.status !== 'expired') return;
      request.sessionExpiry = lookup.reason;
      clearSessionCookie(reply, isSecure);
    });
  },
  { name: 'session' },
);
