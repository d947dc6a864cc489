import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getCurrentUser,
  createSession,
  createUser,
  deleteSession,
  getSignInOptions,
  updateSessionActivity,
} from '#shared/contracts/auth';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { registerEndpoint, sessionExpiredError } from '#server/http/register-endpoint';
import { isSecureRequest } from '#server/plugins/security';
import { logIn, logOut, registerAccount } from './auth.service';
import { deviceIdFor, readDeviceId, setDeviceCookie } from './device-cookie';
import { CLEAR_SITE_DATA, clearSessionCookie, setSessionCookie } from './session-cookie';

export type AuthRoutesOptions = {
  db: Database;
  clock: Clock;
  publicOrigin: string | undefined;
  /** The configured identity provider's button name, or null. */
  providerName: string | null;
  outboxPage: boolean;
};

const credentialsOf = (
  request: FastifyRequest,
  body: { username: string; password: string; rememberMe?: boolean | undefined },
) => ({
  username: body.username,
  password: body.password,
  rememberMe: body.rememberMe,
  ip: request.ip,
  currentSessionId: request.sessionId,
  userAgent: request.headers['user-agent'],
});

export const authRoutes = async (app: FastifyInstance, options: AuthRoutesOptions) => {
  const context = { db: options.db, clock: options.clock };
  const isSecure = (request: FastifyRequest) => isSecureRequest(request, options.publicOrigin);

  registerEndpoint(app, createUser, async (request, reply) => {
    const secure = isSecure(request);
    const { user, session } = await registerAccount(context, {
      ...credentialsOf(request, request.body),
      deviceId: readDeviceId(request, secure),
    });
    setSessionCookie(reply, { ...session, isSecure: secure });
    return user;
  });

  registerEndpoint(app, createSession, async (request, reply) => {
    const secure = isSecure(request);
    const device = deviceIdFor(readDeviceId(request, secure));
    const { user, session } = await logIn(context, {
      ...credentialsOf(request, request.body),
      deviceId: device.deviceId,
    });
    setSessionCookie(reply, { ...session, isSecure: secure });
    if (device.isNew) setDeviceCookie(reply, device.deviceId, secure);
    return user;
  });

  registerEndpoint(app, deleteSession, async (request, reply) => {
    await logOut(context, request.sessionId);
    clearSessionCookie(reply, isSecure(request));
    reply.header('clear-site-data', CLEAR_SITE_DATA);
    return { ok: true as const };
  });

  registerEndpoint(app, getCurrentUser, async (request) => {
    if (request.user) return request.user;
    if (request.sessionExpiry) throw sessionExpiredError(request.sessionExpiry);
    // A visitor is an answer, not an error: browsers log every 401 as a console error (issue 17).
    return null;
  });

  registerEndpoint(app, getSignInOptions, async () => ({
    provider: options.providerName ? { name: options.providerName } : null,
    outboxPage: options.outboxPage,
  }));

  // The session plugin has already resolved the cookie and moved last_seen_at (at most once a
  // minute) before this runs: the request itself is the activity, so there is nothing left to do.
  registerEndpoint(app, updateSessionActivity, async () => undefined);
};
