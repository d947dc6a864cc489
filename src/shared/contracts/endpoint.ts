import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, described once: the server registers its route from it and the web client
 * calls it and parses the answer with the same schemas.
 */
export type Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
  TAuth extends 'public' | 'user' = 'public' | 'user',
> = {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/calculations/:id`. */
  path: `/api/${string}`;
  summary: string;
  tags: readonly string[];
  /** Whether the route needs a signed-in user (the server enforces it). */
  auth: TAuth;
  body?: TBody;
  params?: TParams;
  query?: TQuery;
  /** The success body. Error bodies always follow ErrorBodySchema. */
  response: TResponse;
  /** Success status code, 200 unless said otherwise. */
  successStatus?: 200 | 201 | 202 | 204;
  /** Largest accepted body in bytes, when it differs from the server-wide limit. */
  bodyLimit?: number;
  /** Non-error bodies for other statuses (health's 503 keeps its shape). */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
  /**
   * The handler never reads the user, so the server does not look the session cookie up. Only
   * for public endpoints.
   */
  ignoresSession?: TAuth extends 'public' ? true : never;
  /**
   * The success body is the engine's own typed output (or data parsed with `response` once, at
   * start), sent as JSON without being re-validated against `response` on every request (route
   * tests check that it matches). Errors are unchanged.
   */
  isResponseTrusted?: true;
};

export const defineEndpoint = <
  TBody extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
  TAuth extends 'public' | 'user' = 'public' | 'user',
>(
  endpoint: Endpoint<TBody, TParams, TQuery, TResponse, TAuth>,
) => endpoint;

/** Fills `:name` placeholders of a path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
