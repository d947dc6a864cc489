/**
 * A cache of pure computations whose inputs repeat (insights, the idea finder's estimates): at most
 * `capacity` entries, the least recently used dropped first, so a caller cycling through inputs
 * costs a bounded amount of memory and only slows itself.
 */
export type BoundedCache<K, V> = {
  /** The cached value, or `create()`'s, stored; nothing awaits in between, so concurrent requests for one key compute it once. */
  getOrCreate: (key: K, create: () => V) => V;
  readonly size: number;
};

export const createBoundedCache = <K, V>(capacity: number): BoundedCache<K, V> => {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new Error(`A bounded cache needs a capacity of at least 1, got ${capacity}`);
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest use first.
  const entries = new Map<K, V>();
  return {
    getOrCreate: (key, create) => {
      if (entries.has(key)) {
        const value = entries.get(key) as V;
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = create();
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as K);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
};
