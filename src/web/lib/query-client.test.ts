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
