import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown };
export type MockHandler = (init: RequestInit | undefined) => MockReply | Promise<MockReply>;

const toResponse = ({ status = 200, body }: MockReply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces fetch with handlers keyed "METHOD /path". Unhandled requests answer 404 so a test
 * sees them fail loudly instead of hanging. Returns the spy to inspect calls.
 */
export const mockFetch = (handlers: Record<string, MockHandler>) => {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return toResponse({ status: 404, body: { code: 'NOT_FOUND', message: key } });
    return toResponse(await handler(init));
  });
  vi.stubGlobal('fetch', spy);
  return spy;
};

export const signedOut: MockHandler = () => ({
  status: 401,
  body: { code: 'UNAUTHENTICATED', message: 'You need to be logged in to access this page' },
});

export const emptyCommunity: MockHandler = () => ({
  body: { totalUsers: 0, joinedLast7Days: 0, recent: [] },
});
