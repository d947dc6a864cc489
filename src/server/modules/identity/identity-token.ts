import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Clock } from '#server/http/clock';
import type { VerifiedIdentity } from './external-identity.service';
import { identityFromClaims } from './identity-claims';
import type { IdentityTokenSettings } from './identity-settings';
import type { OidcClient } from './oidc-client';

/**
 * Asymmetric algorithms only: `none` and HS256 (which an attacker could "sign" with the published
 * public key) are refused before any key is looked at.
 */
const ALLOWED_ALGORITHMS = ['RS256', 'ES256'];
/** Tolerated clock difference between the provider and this server. */
const CLOCK_TOLERANCE_SECONDS = 30;
/**
 * Spec section 9, "auth token sync max age 5 minutes": the client refreshes its token right before
 * the sync, so an older one (even unexpired) is a replay and is refused.
 */
export const IDENTITY_TOKEN_MAX_AGE_SECONDS = 5 * 60;

/** Checks an ID token; resolves to the identity it proves, or null for any kind of invalid token. */
export type IdentityTokenVerifier = (token: string) => Promise<VerifiedIdentity | null>;

type VerifierOptions = {
  settings: IdentityTokenSettings | null;
  /** Without explicit settings, tokens of the OIDC provider (for this client) are accepted. */
  oidcClient: OidcClient | null;
  clock: Clock;
};

type ResolvedSettings = {
  issuer: string;
  audience: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
};

const resolveFromOidc = async (oidcClient: OidcClient): Promise<IdentityTokenSettings | null> => {
  const metadata = (await oidcClient.getConfiguration()).serverMetadata();
  if (!metadata.jwks_uri) return null;
  return {
    issuer: metadata.issuer,
    audience: oidcClient.settings.clientId,
    jwksUrl: metadata.jwks_uri,
  };
};

export const createIdentityTokenVerifier = (options: VerifierOptions): IdentityTokenVerifier => {
  let resolved: ResolvedSettings | null = null;
  const settingsOf = async (): Promise<ResolvedSettings | null> => {
    if (resolved) return resolved;
    const settings =
      options.settings ?? (options.oidcClient ? await resolveFromOidc(options.oidcClient) : null);
    if (!settings) return null;
    // The key set is fetched on demand and cached by jose (refetched when an unknown kid appears).
    resolved = { ...settings, jwks: createRemoteJWKSet(new URL(settings.jwksUrl)) };
    return resolved;
  };

  return async (token) => {
    try {
      const settings = await settingsOf();
      if (!settings) return null;
      const { payload } = await jwtVerify(token, settings.jwks, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: ALLOWED_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        maxTokenAge: IDENTITY_TOKEN_MAX_AGE_SECONDS,
        currentDate: options.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return identityFromClaims(payload);
    } catch {
      // Bad signature, wrong issuer, expired, unreachable key set: all mean "not proven".
      return null;
    }
  };
};
