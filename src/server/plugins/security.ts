import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { getHealth, getReadiness } from '#shared/contracts/health';
import { deleteNewsletterSubscription } from '#shared/contracts/newsletter';
import { AppError } from '#shared/errors';
import {
  hostNameOf,
  isOwnOrigin,
  isServedHost,
  LOOPBACK_HOST_NAMES,
  type ServedHosts,
} from '#server/http/allowed-hosts';
import { METRICS_PATH } from '#server/metrics/process-metrics';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The sign-in popup's own responses opt out of opener isolation: with any COOP there the browser
 * would cut the popup off from the page that opened it, and that page could no longer tell a
 * closed popup from a working one. (The provider's pages in between send no COOP either.)
 */
const POPUP_JOURNEY_PATHS = ['/api/auth/oidc/', '/auth-popup-done.'];
const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * The one route a cross-site POST may reach: RFC 8058 one-click unsubscribe, which mail providers
 * send from their own servers as a form. It reads no cookie or session and is authenticated by the
 * token in its URL alone (`../shared/docs/security.md`, CSRF), so there is nothing to forge.
 * Matched on the route Fastify chose, so a query string or path trick reaches no other route.
 */
const isCrossSiteAllowed = (request: FastifyRequest) =>
  request.method === deleteNewsletterSubscription.method &&
  request.routeOptions.url === deleteNewsletterSubscription.path;

export type SecurityOptions = {
  /** The configured public origin (https://app.example.com), if any. */
  publicOrigin: string | undefined;
  /** The host names requests may name, and the origins that are ours (allowed-hosts.ts). */
  servedHosts: ServedHosts;
};

const isHttps = (request: FastifyRequest, publicOrigin: string | undefined) =>
  request.protocol === 'https' || (publicOrigin?.startsWith('https://') ?? false);

/**
 * CSRF defence by Fetch Metadata: a state-changing request is refused unless the browser says it
 * is same-origin, or (older browsers) its Origin is one of the configured ones. Clients that send
 * neither header are not browsers and so cannot carry a victim's cookies.
 */
const assertSameOrigin = (request: FastifyRequest, servedHosts: ServedHosts) => {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site !== 'same-origin') throw new AppError('CROSS_SITE_REQUEST');
    return;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(servedHosts, origin)) {
    throw new AppError('CROSS_SITE_REQUEST');
  }
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Radix set style properties through the CSSOM; a few libraries inject <style>.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // https: for profile photos (the user's own URL, or the provider's picture claim), which the
      // avatar loads with no referrer; scripts, styles and connections stay on this origin.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The sign-in popup must stay attached to its opener, so the page can see it close.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // HSTS only when the site is really served over https (below).
  strictTransportSecurity: false,
};

/**
 * Helmet's headers, worked out once: @fastify/helmet re-parsed the whole policy on every request
 * (5% of a prediction's time). The same middleware runs against a recorder at start-up.
 */
const securityHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  // Helmet's standard headers never read the request.
  const request = {} as unknown as IncomingMessage;
  helmet(HELMET_OPTIONS)(request, recorder as unknown as ServerResponse, () => {});
  return headers;
};

/**
 * Probes and scrapers on this machine (systemd, deploy/rolling-restart.sh, Prometheus) ask for
 * liveness, readiness and metrics by a loopback name, even where PUBLIC_ORIGIN makes the public
 * name the only one served; a rebinding page cannot send such a Host. Who may read the metrics is
 * the metrics plugin's decision.
 */
const PROBE_PATHS: ReadonlySet<string> = new Set([getHealth.path, getReadiness.path, METRICS_PATH]);
const isLocalProbe = (request: FastifyRequest) =>
  PROBE_PATHS.has(request.routeOptions.url ?? '') &&
  (LOOPBACK_HOST_NAMES as readonly string[]).includes(hostNameOf(request.host) ?? '');

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const headers = securityHeaders();
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // First of all: a page on a foreign name that resolves here (DNS rebinding) is same-origin
    // with itself, so only the Host tells it apart. request.host is X-Forwarded-Host only from a
    // trusted proxy (trustProxy), else the Host header.
    if (!isServedHost(options.servedHosts, request.host) && !isLocalProbe(request))
      throw new AppError('MISDIRECTED_REQUEST');
    if (POPUP_JOURNEY_PATHS.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    if (isHttps(request, options.publicOrigin))
      reply.header('strict-transport-security', HSTS_VALUE);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (STATE_CHANGING_METHODS.has(request.method) && !isCrossSiteAllowed(request)) {
      assertSameOrigin(request, options.servedHosts);
    }
  });
});

export const isSecureRequest = isHttps;
