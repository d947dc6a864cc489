import type { FastifyInstance } from 'fastify';
import {
  createIdentitySession,
  deleteIdentity as deleteIdentityEndpoint,
  findIdentities as findIdentitiesEndpoint,
} from '#shared/contracts/identity';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import { signedInContext } from '#server/http/server-context';
import { isSecureRequest } from '#server/plugins/security';
import {
  setSessionCookie,
  startSession,
  toUser,
  consumeAttempt,
  THROTTLE_RULES,
} from '#server/modules/auth/index';
import { deleteIdentity, findIdentities } from './identities.service';
import { createIdentityTokenVerifier } from './identity-token';
import type { IdentityTokenSettings, OidcSettings } from './identity-settings';
import { syncIdentity } from './identity-sync.service';
import { createOidcClient } from './oidc-client';
import { oidcRoutes } from './oidc.routes';

export type IdentityRoutesOptions = {
  db: Database;
  clock: Clock;
  /** The app's own origin: the OIDC redirect_uri is built on it, never on the request's Host. */
  appOrigin: string;
  publicOrigin: string | undefined;
  oidc: OidcSettings | null;
  identityToken: IdentityTokenSettings | null;
};

/** Sign-in through outside identity providers: the OIDC popup, the identity sync, linked identities. */
export const identityRoutes = async (app: FastifyInstance, options: IdentityRoutesOptions) => {
  const context = { db: options.db, clock: options.clock };
  const oidcClient = options.oidc ? createOidcClient(options.oidc) : null;
  const verifyIdentityToken = createIdentityTokenVerifier({
    settings: options.identityToken,
    oidcClient,
    clock: options.clock,
  });
  const provider = options.oidc
    ? { issuer: options.oidc.issuer, name: options.oidc.providerName }
    : null;

  oidcRoutes(app, {
    ...context,
    oidcClient,
    appOrigin: options.appOrigin,
    publicOrigin: options.publicOrigin,
  });

  registerEndpoint(app, createIdentitySession, async (request, reply) => {
    await consumeAttempt(context, { rule: THROTTLE_RULES.identitySyncIp, subject: request.ip });
    const user = await syncIdentity({ ...context, verifyIdentityToken }, request.body);
    const session = await startSession(context, {
      userId: user.id,
      replacesSessionId: request.sessionId,
      method: 'token',
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(reply, {
      ...session,
      isSecure: isSecureRequest(request, options.publicOrigin),
    });
    return toUser(user);
  });

  registerEndpoint(app, findIdentitiesEndpoint, async (request) =>
    findIdentities({ ...signedInContext(context, request), provider }),
  );

  registerEndpoint(app, deleteIdentityEndpoint, async (request) => {
    await deleteIdentity({ ...signedInContext(context, request), provider }, request.params.id);
    return undefined;
  });
};
