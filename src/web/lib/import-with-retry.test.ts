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
