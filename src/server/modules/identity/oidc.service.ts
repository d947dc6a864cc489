import { createHash } from 'node:crypto';
import * as openid from 'openid-client';
import { OIDC_CALLBACK_PATH, type OidcMode } from '#shared/contracts/identity';
import { AppError } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import type { UserRow } from '#server/modules/auth/index';
import { resolveExternalIdentity } from './external-identity.service';
import { identityFromClaims } from './identity-claims';
import { consumeOidcLogin, createOidcLogin, deleteExpiredOidcLogins } from './identity.repository';
import { createBindingToken, hashBindingToken, isSameBinding } from './oidc-binding-cookie';
import type { OidcClient } from './oidc-client';

/** How long the user has to finish at the provider. */
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000;
const OIDC_SCOPE = 'openid email profile';

export type OidcContext = ServerContext & { oidcClient: OidcClient; appOrigin: string };

const hashState = (state: string) => createHash('sha256').update(state, 'utf8').digest('hex');

const redirectUriOf = (appOrigin: string) => new URL(OIDC_CALLBACK_PATH, appOrigin).toString();

/** The provider could not be reached (discovery failed): retried on the next sign-in. */
const providerUnavailable = (cause: unknown) => new AppError('SERVICE_UNAVAILABLE', { cause });
const signInFailed = (message: string, cause?: unknown) =>
  new AppError('SIGN_IN_PROVIDER_FAILED', { message, cause });

export type StartOidcLoginOptions = {
  mode: OidcMode;
  remember: boolean;
  /** The signed-in user, required for mode 'link'. */
  userId: string | null;
};

/**
 * Records a pending login (state, PKCE verifier, nonce) and returns the provider's address and
 * the browser-binding token to put in a cookie: only this browser can finish this login.
 */
export const startOidcLogin = async (context: OidcContext, options: StartOidcLoginOptions) => {
  if (options.mode === 'link' && !options.userId) throw new AppError('UNAUTHENTICATED');
  const configuration = await context.oidcClient.getConfiguration().catch((error: unknown) => {
    throw providerUnavailable(error);
  });
  const state = openid.randomState();
  const nonce = openid.randomNonce();
  const codeVerifier = openid.randomPKCECodeVerifier();
  const bindingToken = createBindingToken();
  const now = context.clock();
  await deleteExpiredOidcLogins(context.db, now);
  await createOidcLogin(context.db, {
    stateHash: hashState(state),
    bindingHash: hashBindingToken(bindingToken),
    codeVerifier,
    nonce,
    linkUserId: options.mode === 'link' ? options.userId : null,
    remember: options.remember,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OIDC_LOGIN_TTL_MS),
  });
  const authorizationUrl = openid.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUriOf(context.appOrigin),
    scope: OIDC_SCOPE,
    code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    // Spec section 7: the user picks the account even when one is signed in at the provider.
    prompt: 'select_account',
  });
  return { authorizationUrl: authorizationUrl.toString(), bindingToken };
};

export type FinishOidcLoginOptions = {
  /** The callback's own query string, as the provider sent it. */
  query: string;
  /** The binding cookie this browser sent, if any. */
  bindingToken: string | undefined;
};

export type FinishedOidcLogin =
  | { status: 'cancelled' }
  | { status: 'signed-in'; user: UserRow; remember: boolean; isLink: boolean };

/**
 * Completes a login once: the pending row is deleted as it is read, the browser binding is
 * checked, then openid-client exchanges the code with the stored PKCE verifier and checks the
 * state, the ID token's signature, issuer, audience, expiry and nonce.
 */
export const finishOidcLogin = async (
  context: OidcContext,
  options: FinishOidcLoginOptions,
): Promise<FinishedOidcLogin> => {
  const callbackUrl = new URL(`${OIDC_CALLBACK_PATH}?${options.query}`, context.appOrigin);
  const state = callbackUrl.searchParams.get('state');
  if (!state) throw signInFailed('The callback carries no state');
  const login = await consumeOidcLogin(context.db, hashState(state));
  if (!login || login.expiresAt.getTime() < context.clock().getTime()) {
    throw signInFailed('Unknown, used or expired state');
  }
  if (!options.bindingToken || !isSameBinding(options.bindingToken, login.bindingHash)) {
    throw signInFailed('The callback came from another browser');
  }
  if (callbackUrl.searchParams.get('error') === 'access_denied') return { status: 'cancelled' };
  const configuration = await context.oidcClient.getConfiguration().catch((error: unknown) => {
    throw providerUnavailable(error);
  });
  const tokens = await openid
    .authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    })
    .catch((error: unknown) => {
      throw signInFailed('The code exchange or the ID token was refused', error);
    });
  const claims = tokens.claims();
  const identity = claims ? identityFromClaims(claims) : null;
  if (!identity) throw signInFailed('The ID token has no usable subject');
  const user = await resolveExternalIdentity(context, {
    identity,
    linkUserId: login.linkUserId,
  });
  return { status: 'signed-in', user, remember: login.remember, isLink: login.linkUserId !== null };
};
