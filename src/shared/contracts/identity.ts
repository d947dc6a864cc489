import { z } from 'zod';
import { ErrorCodeSchema } from '../errors';
import { UserSchema } from './auth';
import { defineEndpoint } from './endpoint';

/** Where the provider sends the browser back; registered with the provider as `${appOrigin}${…}`. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** Opened in the sign-in popup; answers with a redirect to the provider. */
export const OIDC_START_PATH = '/api/auth/oidc/start';
/** The static page the popup ends on; it tells the opening page the result and closes itself. */
export const AUTH_POPUP_DONE_PATH = '/auth-popup-done.html';
/** The BroadcastChannel the popup reports on (it works even when the opener link was severed). */
export const AUTH_BROADCAST_CHANNEL = 'foresight-auth';
/** An ID token is a few kilobytes; a body this large is refused before parsing. */
const IDENTITY_SYNC_BODY_LIMIT_BYTES = 32 * 1024;
export const ID_TOKEN_MAX_LENGTH = 16 * 1024;

export const OidcModeSchema = z.enum(['sign-in', 'link']);
export type OidcMode = z.infer<typeof OidcModeSchema>;

/** `GET /api/auth/oidc/start?mode=sign-in|link&remember=true|false` (a redirect, not JSON). */
export const OidcStartQuerySchema = z.object({
  mode: OidcModeSchema.default('sign-in'),
  remember: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type OidcStartQuery = z.infer<typeof OidcStartQuerySchema>;

/** What the popup page reports: `?result=ok`, `?result=cancelled` or `?result=error&code=…`. */
export const AuthPopupResultSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('ok') }),
  z.object({ result: z.literal('cancelled') }),
  z.object({ result: z.literal('error'), code: ErrorCodeSchema.catch('SIGN_IN_PROVIDER_FAILED') }),
]);
export type AuthPopupResult = z.infer<typeof AuthPopupResultSchema>;

/** The message the popup page posts (BroadcastChannel and window.opener alike). */
export const AuthPopupMessageSchema = z.object({
  type: z.literal(AUTH_BROADCAST_CHANNEL),
  payload: AuthPopupResultSchema,
});

/**
 * Spec section 7's identity sync. Only `idToken` is trusted, after its signature is checked; the
 * other fields are what the client believes and are ignored where the token says otherwise.
 */
export const IdentitySyncRequestSchema = z.object({
  /** Optional in the schema so that a call without one is a 401 (security row 39), not a 400. */
  idToken: z.string().max(ID_TOKEN_MAX_LENGTH).optional(),
  /** The provider's user id (Firebase's uid). */
  uid: z.string().max(256).optional(),
  email: z.string().max(320).nullable().optional(),
  displayName: z.string().max(256).nullable().optional(),
  photoURL: z.string().max(2048).nullable().optional(),
});
export type IdentitySyncRequest = z.infer<typeof IdentitySyncRequestSchema>;

export const createIdentitySession = defineEndpoint({
  method: 'POST',
  path: '/api/firebase-auth',
  summary:
    'Identity sync: verifies the provider ID token, creates or updates the user from its claims and starts a session. 401 IDENTITY_TOKEN_INVALID on any token problem.',
  tags: ['auth'],
  auth: 'public',
  body: IdentitySyncRequestSchema,
  bodyLimit: IDENTITY_SYNC_BODY_LIMIT_BYTES,
  response: UserSchema,
});

export const IdentitySchema = z.object({
  id: z.string(),
  issuer: z.string(),
  /** The configured provider's name when the issuer is that provider, else the issuer's host. */
  providerName: z.string(),
  email: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Identity = z.infer<typeof IdentitySchema>;

export const findIdentities = defineEndpoint({
  method: 'GET',
  path: '/api/account/identities',
  summary: "The signed-in user's connected sign-in providers.",
  tags: ['account'],
  auth: 'user',
  response: z.array(IdentitySchema),
});

export const deleteIdentity = defineEndpoint({
  method: 'DELETE',
  path: '/api/account/identities/:id',
  summary:
    'Disconnects one of your sign-in providers. 409 LAST_SIGN_IN_METHOD when it is the only way left to sign in.',
  tags: ['account'],
  auth: 'user',
  params: z.object({ id: z.uuid() }),
  response: z.undefined(),
  successStatus: 204,
});
