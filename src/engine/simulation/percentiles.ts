/**
 * Percentiles by partial sorting (quickselect) on typed arrays: O(n) per column instead of a full
 * sort. Percentiles use the nearest rank: the value at index round(q * (n - 1)) of the sorted data.
 */

export type NumericArray = Float32Array | Float64Array;

export type Band = { p10: number; p50: number; p90: number };
export type BandSeries = { p10: number[]; p50: number[]; p90: number[] };

/** Index of the q-th percentile in sorted data of length n (nearest rank). */
export const rankOf = (q: number, n: number): number => Math.round(q * (n - 1));

const swap = (a: NumericArray, i: number, j: number): void => {
  const t = a[i] ?? 0;
  a[i] = a[j] ?? 0;
  a[j] = t;
};

/**
 * Rearranges a[lo..hi] so a[k] holds the value of rank k, smaller-or-equal values before it and
 * greater-or-equal after it (Hoare partition around a median-of-three pivot).
 */
export const selectInPlace = (a: NumericArray, k: number, lo = 0, hi = a.length - 1): void => {
  let left = lo;
  let right = hi;
  while (right > left) {
    const mid = (left + right) >>> 1;
    if ((a[mid] ?? 0) < (a[left] ?? 0)) swap(a, mid, left);
    if ((a[right] ?? 0) < (a[left] ?? 0)) swap(a, right, left);
    if ((a[right] ?? 0) < (a[mid] ?? 0)) swap(a, right, mid);
    const pivot = a[mid] ?? 0;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((a[i] ?? 0) < pivot) i += 1;
      while ((a[j] ?? 0) > pivot) j -= 1;
      if (i <= j) {
        swap(a, i, j);
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
};

/** P10, P50, P90 of a (reordered in place): the median first, then each tail in its own half. */
export const bandInPlace = (a: NumericArray): Band => {
  const n = a.length;
  const k50 = rankOf(0.5, n);
  const k10 = rankOf(0.1, n);
  const k90 = rankOf(0.9, n);
  selectInPlace(a, k50);
  const p50 = a[k50] ?? 0;
  selectInPlace(a, k10, 0, k50);
  const p10 = a[k10] ?? 0;
  selectInPlace(a, k90, k50, n - 1);
  return { p10, p50, p90: a[k90] ?? 0 };
};

/**
 * Nearest-rank percentile of integer outcomes given as counts per value (counts[v] paths had
 * value v). Returns null when the rank falls among paths whose value is beyond the counted range.
 */
export const percentileFromCounts = (counts: ArrayLike<number>, total: number, q: number) => {
  const target = rankOf(q, total);
  let seen = 0;
  for (let v = 0; v < counts.length; v += 1) {
    seen += counts[v] ?? 0;
    if (seen > target) return v;
  }
  return null;
};
