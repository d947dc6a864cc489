import http, { type IncomingHttpHeaders } from 'node:http';
import { inject } from 'vitest';
import { ErrorBodySchema } from '#shared/errors';

export type HttpResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** `name=value` of every Set-Cookie, attributes dropped. */
  cookies: string[];
  /** The raw Set-Cookie lines. */
  setCookie: string[];
  json: () => unknown;
};

export type RequestOptions = {
  method?: string;
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Sent as it is (set the content type yourself). */
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** `name=value` pairs; the client's session cookie when not given, none when null. */
  cookie?: string | null;
  /** Behave like a page of this origin (Sec-Fetch-Site: same-origin); default true. */
  sameOrigin?: boolean;
};

export const baseUrl = () => inject('baseUrl');

/**
 * One HTTP request over a real socket. `localAddress` picks the client's address inside
 * 127.0.0.0/8, so each test file is its own network for the server's per-address limits (the
 * server must not trust X-Forwarded-For, so there is no other honest way to be many clients).
 */
export const send = (path: string, options: RequestOptions & { localAddress?: string } = {}) =>
  new Promise<HttpResponse>((resolve, reject) => {
    const url = new URL(path, baseUrl());
    const body =
      options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
    const headers: Record<string, string> = {
      ...(options.sameOrigin === false ? {} : { 'sec-fetch-site': 'same-origin' }),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
      ...options.headers,
    };
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookie = response.headers['set-cookie'] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            setCookie,
            cookies: setCookie.map((line) => line.split(';')[0] ?? ''),
            json: () => JSON.parse(text) as unknown,
          });
        });
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });

/** The API's error body (throws when the body is not one: a stack or SQL text would fail here). */
export const errorOf = (response: HttpResponse) => ErrorBodySchema.parse(response.json());

/** Text that appears only when internals leak: stack frames, SQL, driver and framework errors. */
const INTERNALS = [
  /\bat .+\.(?:ts|js|mjs):\d+/,
  /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM) /,
  /syntax error|PGlite|drizzle|node_modules|FST_ERR|invalid byte sequence|violates/i,
];
export const leaksInternals = (text: string) => INTERNALS.some((pattern) => pattern.test(text));

/**
 * A refusal as the API gives it: the status, the one error body shape, the expected code, and
 * nothing internal in it.
 */
export const expectRefusal = (
  response: HttpResponse,
  status: number,
  code?: string,
): ReturnType<typeof errorOf> => {
  if (response.status !== status) {
    throw new Error(
      `Expected ${status}${code ? ` ${code}` : ''}, got ${response.status}: ${response.text.slice(0, 300)}`,
    );
  }
  const body = errorOf(response);
  if (code !== undefined && body.code !== code) {
    throw new Error(`Expected the code ${code}, got ${body.code}: ${body.message}`);
  }
  if (leaksInternals(response.text)) throw new Error(`The body leaks internals: ${response.text}`);
  return body;
};
