import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import {
  createQueryClient,
  isRetryableError,
  retryDelay,
  retryOnTransientError,
} from './query-client';

const apiError = (status: number) =>
  new ApiError({ status, code: status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED', message: 'x' });

afterEach(() => vi.useRealTimers());

describe('query retry rule (spec section 7)', () => {
  it.each<[unknown, boolean]>([
    [apiError(400), false],
    [apiError(401), false],
    [apiError(404), false],
    [apiError(429), false],
    [apiError(500), true],
    [apiError(503), true],
    [new NetworkError('offline'), true],
    [new Error('bug'), false],
  ])('retries %o: %s', (error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });

  it('allows at most two retries', () => {
    const retry = retryOnTransientError(2);
    expect([0, 1, 2].map((count) => retry(count, apiError(500)))).toEqual([true, true, false]);
  });

  it('waits 1000 ms and doubles', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
  });

  it('does not retry a 4xx query', async () => {
    const queryFn = vi.fn().mockRejectedValue(apiError(404));
    const client = createQueryClient();
    await expect(client.query({ queryKey: ['4xx'], queryFn })).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retries a 5xx query twice, 1 s then 2 s apart', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn().mockRejectedValue(apiError(500));
    const client = createQueryClient();
    const result = client.query({ queryKey: ['5xx'], queryFn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(ApiError);
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('central error handler wiring', () => {
  const failingQuery = (client: ReturnType<typeof createQueryClient>, key: string, error: Error) =>
    client
      .query({ queryKey: [key], queryFn: () => Promise.reject(error), retry: false, staleTime: 0 })
      .catch(() => undefined);

  it('reports network failures, 401s and 5xx of reads, leaving first-load 4xx to the page', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    await failingQuery(client, 'offline', new NetworkError('x'));
    await failingQuery(client, '401', apiError(401));
    await failingQuery(client, '500', apiError(500));
    await failingQuery(client, '404', apiError(404));
    expect(onError.mock.calls.map(([error]) => (error as Error).name)).toEqual([
      'NetworkError',
      'ApiError',
      'ApiError',
    ]);
    expect(onError.mock.calls.map(([error]) => (error as ApiError).status)).toEqual([
      undefined,
      401,
      500,
    ]);
  });

  it('reports a failed background refetch of data already on screen', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    client.setQueryData(['shown'], { value: 1 });
    await failingQuery(client, 'shown', apiError(404));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("honours meta: 'local' keeps the handler out, 'page' asks for the /error page", async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    await client
      .query({
        queryKey: ['local'],
        queryFn: () => Promise.reject(apiError(500)),
        retry: false,
        meta: { errorHandling: 'local' },
      })
      .catch(() => undefined);
    await client
      .query({
        queryKey: ['page'],
        queryFn: () => Promise.reject(apiError(500)),
        retry: false,
        meta: { errorDisplay: 'page' },
      })
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[1]).toEqual({ display: 'page' });
  });

  it('reports a failed mutation only when it has no onError of its own', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const run = (own?: () => void) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(apiError(500)), onError: own })
        .execute(undefined)
        .catch(() => undefined);
    await run();
    await run(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
