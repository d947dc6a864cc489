import http from 'node:http';

export type RawRequest = { method: string; path: string; body?: unknown; cookie?: string | null };

/** Status 0: the connection failed; -1: no answer within `timeoutMs`. */
export type RawAnswer = { status: number; body: string; cookie: string | null; ms: number };

/**
 * One request of the fault and load tests: a connection of its own (no pool, so a killed server
 * is seen at once), optionally from a chosen local address (each simulated user its own network
 * for the rate limits), as a same-origin browser call. Never rejects: a failed connection is
 * status 0, a hang past `timeoutMs` is -1, so callers count outcomes instead of catching.
 */
export const rawRequest = (
  origin: string,
  request: RawRequest,
  options: { localAddress?: string; timeoutMs?: number } = {},
) =>
  new Promise<RawAnswer>((resolve) => {
    const url = new URL(request.path, origin);
    const started = performance.now();
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const done = (status: number, text = '', cookie: string | null = null) =>
      resolve({ status, body: text, cookie, ms: performance.now() - started });
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
        headers: {
          'sec-fetch-site': 'same-origin',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(request.cookie ? { cookie: request.cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const cookies = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
          done(response.statusCode ?? 0, text, cookies.length > 0 ? cookies.join('; ') : null);
        });
        response.on('error', () => done(0));
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy();
      done(-1);
    });
    outgoing.on('error', () => done(0));
    outgoing.end(body);
  });
