import type { z } from 'zod';
import { buildPath, type Endpoint } from '#shared/contracts/endpoint';
import { ERROR_MESSAGES, ErrorBodySchema, type ErrorCode } from '#shared/errors';
import { ApiError, NetworkError } from './api-errors';
import { i18n } from './i18n';

export { ApiError, NetworkError };

type BodyOf<E extends Endpoint> = [NonNullable<E['body']>] extends [never]
  ? undefined
  : z.input<NonNullable<E['body']>>;

export type RequestOptions<E extends Endpoint> = {
  body?: BodyOf<E>;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
};

// A body that is not our error shape (a proxy's 502 page, say) still gets a code from its status.
const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
};

const buildUrl = (endpoint: Endpoint, options: RequestOptions<Endpoint>): string => {
  const path = buildPath(endpoint.path, options.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
};

type ResponseContent = { text: string; data: unknown };

const readBody = async (response: Response): Promise<ResponseContent> => {
  const text = await response.text();
  if (!text) return { text, data: undefined };
  try {
    return { text, data: JSON.parse(text) as unknown };
  } catch {
    return { text, data: undefined };
  }
};

const toApiError = (status: number, { text, data }: ResponseContent): ApiError => {
  const raw = { responseBody: data, responseText: text };
  const parsed = ErrorBodySchema.safeParse(data);
  if (parsed.success) {
    const { code, message, fieldErrors } = parsed.data;
    return new ApiError({ status, code, message, fieldErrors, ...raw });
  }
  const code = codeForStatus(status);
  return new ApiError({ status, code, message: ERROR_MESSAGES[code], ...raw });
};

/** Calls one contract endpoint and returns its parsed success body; throws ApiError or NetworkError. */
export const apiRequest = async <E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<z.output<E['response']>> => {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint, options), {
      method: endpoint.method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        // The server words its error messages in the reader's language.
        'accept-language': i18n.resolvedLanguage ?? i18n.language,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError('Network request failed', { cause: error });
  }

  const content = await readBody(response);
  if (!response.ok) throw toApiError(response.status, content);

  const parsed = endpoint.response.safeParse(content.data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      message: `Unexpected response from ${endpoint.method} ${endpoint.path}`,
    });
  }
  return parsed.data as z.output<E['response']>;
};
