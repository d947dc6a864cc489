// How the environment decides the mail side of the app: where mailed links point and whether the
// outbox page is served. Pure functions, so main.ts stays wiring and the rules have unit tests.

import { isLoopbackHost } from '#server/http/loopback-host';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

const hostInUrl = (host: string) =>
  host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;

/**
 * The origin written into mailed links: PUBLIC_ORIGIN when set, else this server's own address.
 * A loopback HOST is kept as written, because cookies are bound to the host name (a session made
 * on 127.0.0.1 is not sent to localhost); a wildcard HOST (0.0.0.0, ::) becomes localhost.
 */
export const appOriginFor = (settings: {
  publicOrigin: string | undefined;
  host: string;
  port: number;
}): string => {
  if (settings.publicOrigin !== undefined) return new URL(settings.publicOrigin).origin;
  const host = WILDCARD_HOSTS.has(settings.host) ? 'localhost' : hostInUrl(settings.host);
  return `http://${host}:${settings.port}`;
};

/**
 * Whether the outbox page (GET /api/dev/outbox and /dev/outbox) is served: only when mail is not
 * really sent (no SMTP_URL) and only the local user can read it. `npm start` runs in production
 * mode on 127.0.0.1, and a new user there must still be able to open their verification link; a
 * production server on another address, or behind a proxy with a public origin, would show
 * everyone's links to anyone, so it gets no page.
 */
export const isOutboxPageServed = (settings: {
  smtpUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  publicOrigin: string | undefined;
}): boolean => {
  if (settings.smtpUrl !== undefined) return false;
  if (settings.nodeEnv !== 'production') return true;
  const isOriginLocal =
    settings.publicOrigin === undefined || isLoopbackHost(new URL(settings.publicOrigin).hostname);
  return isLoopbackHost(settings.host) && isOriginLocal;
};
