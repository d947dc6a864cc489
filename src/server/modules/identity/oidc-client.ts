import { isIP } from 'node:net';
import * as openid from 'openid-client';
import type { OidcSettings } from './identity-settings';

export type OidcClient = {
  settings: OidcSettings;
  /**
   * The provider's discovered configuration. Discovery runs on first use, not at start-up (the app
   * must boot while the provider is down); a failure is not cached, so the next sign-in retries.
   */
  getConfiguration: () => Promise<openid.Configuration>;
};

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Plain http is allowed only for a provider on this machine (the test provider); never remotely. */
export const isLoopbackUrl = (url: URL): boolean => {
  const host = url.hostname;
  if (LOOPBACK_NAMES.has(host)) return true;
  return isIP(host) === 4 && host.startsWith('127.');
};

export const createOidcClient = (settings: OidcSettings): OidcClient => {
  let pending: Promise<openid.Configuration> | null = null;
  const discover = () => {
    const issuer = new URL(settings.issuer);
    return openid.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      undefined,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- only for a provider on this machine (tests)
      isLoopbackUrl(issuer) ? { execute: [openid.allowInsecureRequests] } : undefined,
    );
  };
  return {
    settings,
    getConfiguration: () => {
      pending ??= discover().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
};
