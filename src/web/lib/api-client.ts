import type { z } from 'zod';
import type { Endpoint } from '#shared/contracts/endpoint';
import { ERROR_MESSAGES, ErrorBodySchema, type ErrorCode } from '#shared/errors';
import { ApiError, NetworkError } from './api-errors';
import { type SendOptions, sendRequest } from './api-send';

export { ApiError, NetworkError };

type BodyOf<E extends Endpoint> = [NonNullable<E['body']>] extends [never]
  ? undefined
  : z.input<NonNullable<E['body']>>;

/** api-send.ts's options, with the body typed by the endpoint's schema. */
export type RequestOptions<E extends Endpoint> = Omit<SendOptions, 'body'> & { body?: BodyOf<E> };

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

/**
 * Reads the answer to a request already sent (api-send.ts): the success body parsed with the
 * endpoint's schema, or ApiError; NetworkError when the request got no answer.
 */
export const readApiResponse = async <E extends Endpoint>(
  endpoint: E,
  sent: Promise<Response>,
): Promise<z.output<E['response']>> => {
  const response = await sent;
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

/** Calls one contract endpoint and returns its parsed success body; throws ApiError or NetworkError. */
export const apiRequest = <E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<z.output<E['response']>> => readApiResponse(endpoint, sendRequest(endpoint, options));
