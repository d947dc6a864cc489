import { buildPath, type Endpoint } from '#shared/contracts/endpoint';
import { NetworkError } from './api-errors';
import { i18n } from './i18n';
import { whenPageShown } from './startup-gate';

/** What sending needs of an endpoint: a page can start a read without its schemas (and Zod). */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path'>;

export type SendOptions = {
  /** JSON-serialisable; validated by the caller's schema before it gets here. */
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal | undefined;
  /** Extra request headers (a paid request's Idempotency-Key: paid-request-keys.ts). */
  headers?: Record<string, string>;
};

const buildUrl = (route: EndpointRoute, options: SendOptions): string => {
  const path = buildPath(route.path, options.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
};

/**
 * Sends one API request and returns the raw answer; api-client.ts reads and validates it. Apart
 * so that a page's first read can leave before the contracts have loaded (docs/decisions/015).
 * Throws NetworkError when no answer came (an abort is rethrown as it is).
 */
export const sendRequest = async (
  route: EndpointRoute,
  options: SendOptions = {},
): Promise<Response> => {
  const hasBody = options.body !== undefined;
  try {
    return await fetch(buildUrl(route, options), {
      method: route.method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        // The server words its error messages in the reader's language.
        'accept-language': i18n.resolvedLanguage ?? i18n.language,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError('Network request failed', { cause: error });
  }
};

/**
 * A read on a page's first load: sent at once, without the contracts, and handed to `read` (which
 * imports them and validates the answer with readApiResponse) once the page is on screen, so the
 * page's first load holds no Zod and the answer need not wait for it (docs/decisions/015).
 * A failure waits, handled, until `read` reports it.
 */
export const sendNowReadLater = async <T>(
  route: EndpointRoute,
  options: SendOptions,
  read: (sent: Promise<Response>) => Promise<T>,
): Promise<T> => {
  const sent = sendRequest(route, options);
  sent.catch(() => undefined);
  await whenPageShown();
  return read(sent);
};
