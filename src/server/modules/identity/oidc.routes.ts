import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_POPUP_DONE_PATH,
  OIDC_CALLBACK_PATH,
  OIDC_START_PATH,
  type OidcStartQuery,
  OidcStartQuerySchema,
} from '#shared/contracts/identity';
import { AppError, type ErrorCode } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import { isSecureRequest } from '#server/plugins/security';
import { setSessionCookie, startSession } from '#server/modules/auth/index';
import { clearBindingCookie, readBindingCookie, setBindingCookie } from './oidc-binding-cookie';
import type { OidcClient } from './oidc-client';
import { finishOidcLogin, startOidcLogin } from './oidc.service';

export type OidcRoutesOptions = ServerContext & {
  oidcClient: OidcClient | null;
  appOrigin: string;
  publicOrigin: string | undefined;
};

/** Codes the popup page may pass on; anything else is reported as a generic provider failure. */
const REPORTED_CODES = new Set<ErrorCode>([
  'ACCOUNT_EXISTS',
  'CONFLICT',
  'UNAUTHENTICATED',
  'UNAUTHORIZED_DOMAIN',
  'SERVICE_UNAVAILABLE',
  'SIGN_IN_PROVIDER_FAILED',
]);

// Relative on purpose: the popup ends on the origin it was opened from, where its opener listens.
const popupPage = (query: string) => `${AUTH_POPUP_DONE_PATH}?${query}`;

const popupErrorPage = (request: FastifyRequest, error: unknown) => {
  const code =
    error instanceof AppError && REPORTED_CODES.has(error.code)
      ? error.code
      : 'SIGN_IN_PROVIDER_FAILED';
  request.log.warn({ err: error }, 'OIDC sign-in failed');
  return popupPage(`result=error&code=${code}`);
};

/** The popup was opened on a host the provider will not send the user back to (spec section 8). */
const isOnAppOrigin = (request: FastifyRequest, appOrigin: string) => {
  const expected = new URL(appOrigin);
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== expected.origin) return false;
  return request.host === expected.host;
};

/**
 * The redirect flow behind the "Continue with …" popup. Plain routes, not descriptors: they
 * answer with redirects for a browser window, never JSON (except "not configured").
 */
export const oidcRoutes = (app: FastifyInstance, options: OidcRoutesOptions) => {
  const isSecure = (request: FastifyRequest) => isSecureRequest(request, options.publicOrigin);
  const contextOf = (oidcClient: OidcClient) => ({
    db: options.db,
    clock: options.clock,
    oidcClient,
    appOrigin: options.appOrigin,
  });
  const requireClient = () => {
    if (!options.oidcClient) throw new AppError('SIGN_IN_PROVIDER_UNAVAILABLE');
    return options.oidcClient;
  };

  const startLogin = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: OidcStartQuery,
  ): Promise<string> => {
    const oidcClient = requireClient();
    if (!isOnAppOrigin(request, options.appOrigin)) {
      return popupPage('result=error&code=UNAUTHORIZED_DOMAIN');
    }
    try {
      const { authorizationUrl, bindingToken } = await startOidcLogin(contextOf(oidcClient), {
        mode: query.mode,
        remember: query.remember,
        userId: request.user?.id ?? null,
      });
      setBindingCookie(reply, bindingToken, isSecure(request));
      return authorizationUrl;
    } catch (error) {
      return popupErrorPage(request, error);
    }
  };

  const finishLogin = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const oidcClient = requireClient();
    const secure = isSecure(request);
    const bindingToken = readBindingCookie(request, secure);
    clearBindingCookie(reply, secure);
    try {
      const finished = await finishOidcLogin(contextOf(oidcClient), {
        query: request.url.split('?')[1] ?? '',
        bindingToken,
      });
      if (finished.status === 'cancelled') return popupPage('result=cancelled');
      // Connecting a provider keeps the session the user already has.
      if (!finished.isLink) {
        const session = await startSession(options, {
          userId: finished.user.id,
          replacesSessionId: request.sessionId,
          remember: finished.remember,
          method: 'oidc',
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(reply, { ...session, isSecure: secure });
      }
      return popupPage('result=ok');
    } catch (error) {
      return popupErrorPage(request, error);
    }
  };

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      OIDC_START_PATH,
      { schema: { querystring: OidcStartQuerySchema, hide: true } },
      async (request, reply) =>
        reply.redirect(await startLogin(request, reply, request.query), 302),
    );

  app.get(OIDC_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(await finishLogin(request, reply), 302),
  );
};
