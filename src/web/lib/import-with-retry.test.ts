import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry';

const failingTimes = (failures: number) => {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ loaded: calls });
  });
  return load;
};

describe('importWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module at once when the first load works', async () => {
    const load = failingTimes(0);
    await expect(importWithRetry(load)).resolves.toEqual({ loaded: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after pauses that double: 1 s, then 2 s', async () => {
    const load = failingTimes(2);
    const loaded = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toEqual({ loaded: 3 });
  });

  it('tries again as soon as the browser is back online, and only once for that event', async () => {
    const load = failingTimes(1);
    const loaded = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ loaded: 2 });
    // The pending timer was cleared: no further attempt after the module arrived.
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never waits more than 30 s between attempts', async () => {
    const load = failingTimes(8);
    const loaded = importWithRetry(load);
    // 1 + 2 + 4 + 8 + 16 + 30 + 30 + 30 s
    await vi.advanceTimersByTimeAsync(121_000);
    await expect(loaded).resolves.toEqual({ loaded: 9 });
  });
});

describe('importWithRetry with a browser that keeps failed module fetches', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const chunkUrl = `${window.location.origin}/assets/shell-extras-AbC12.js`;
  const cutOff = () =>
    vi.fn(() =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`)),
    );

  it('asks for the failed chunk under a fresh URL each time, never the same one again', async () => {
    const load = cutOff();
    const importUrl = vi.fn((url: string) =>
      url.endsWith('retry=2')
        ? Promise.resolve({ loaded: url })
        : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`)),
    );
    const loaded = importWithRetry(load, { importUrl });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(loaded).resolves.toEqual({ loaded: `${chunkUrl}?retry=2` });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls.map(([url]) => url)).toEqual([
      `${chunkUrl}?retry=1`,
      `${chunkUrl}?retry=2`,
    ]);
  });

  it('never imports a URL of another origin named in an error', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: https://evil.example/x.js'),
      )
      .mockResolvedValueOnce({ loaded: 2 });
    const importUrl = vi.fn();
    const loaded = importWithRetry(load, { importUrl });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loaded).resolves.toEqual({ loaded: 2 });
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('gives up after the allowed attempts with the last error', async () => {
    const load = cutOff();
    const importUrl = vi.fn(() => Promise.reject(new TypeError('offline')));
    const loaded = importWithRetry(load, { attempts: 3, importUrl });
    const outcome = expect(loaded).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(1);
    // The fresh import's error names no URL: the next attempt still uses a fresh one.
    expect(importUrl.mock.calls).toEqual([[`${chunkUrl}?retry=1`], [`${chunkUrl}?retry=2`]]);
  });
});
