/** OpenID Connect sign-in (the "Continue with Google" button). */
export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the button: "Continue with {providerName}". */
  providerName: string;
};

/** Which signed ID tokens the identity sync (POST /api/firebase-auth) accepts. */
export type IdentityTokenSettings = { issuer: string; audience: string; jwksUrl: string };

type IdentityEnv = {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_PROVIDER_NAME: string;
  IDENTITY_TOKEN_ISSUER?: string | undefined;
  IDENTITY_TOKEN_AUDIENCE?: string | undefined;
  IDENTITY_TOKEN_JWKS_URL?: string | undefined;
};

/** The provider settings of the parsed environment (env.ts already refused half-set groups). */
export const identitySettingsFromEnv = (env: IdentityEnv) => ({
  oidc:
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          providerName: env.OIDC_PROVIDER_NAME,
        }
      : null,
  identityToken:
    env.IDENTITY_TOKEN_ISSUER && env.IDENTITY_TOKEN_AUDIENCE && env.IDENTITY_TOKEN_JWKS_URL
      ? {
          issuer: env.IDENTITY_TOKEN_ISSUER,
          audience: env.IDENTITY_TOKEN_AUDIENCE,
          jwksUrl: env.IDENTITY_TOKEN_JWKS_URL,
        }
      : null,
});
