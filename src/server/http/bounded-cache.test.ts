import { describe, expect, it, vi } from 'vitest';
import { createBoundedCache } from './bounded-cache';

describe('createBoundedCache', () => {
  it('computes a key once and answers it from the cache after', () => {
    const cache = createBoundedCache<string, number>(2);
    const create = vi.fn(() => 42);
    expect(cache.getOrCreate('a', create)).toBe(42);
    expect(cache.getOrCreate('a', create)).toBe(42);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a cached null or undefined as an answer', () => {
    const cache = createBoundedCache<string, null | undefined>(2);
    const create = vi.fn(() => null);
    cache.getOrCreate('none', create);
    cache.getOrCreate('none', create);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    const cache = createBoundedCache<string, string>(2);
    cache.getOrCreate('a', () => 'a');
    cache.getOrCreate('b', () => 'b');
    cache.getOrCreate('a', () => 'not used');
    cache.getOrCreate('c', () => 'c');
    expect(cache.size).toBe(2);
    const recreate = vi.fn((key: string) => `${key} again`);
    expect(cache.getOrCreate('a', () => recreate('a'))).toBe('a');
    expect(cache.getOrCreate('b', () => recreate('b'))).toBe('b again');
    expect(recreate).toHaveBeenCalledTimes(1);
  });

  it('refuses a capacity that could hold nothing', () => {
    expect(() => createBoundedCache(0)).toThrow(/at least 1/);
  });
});
