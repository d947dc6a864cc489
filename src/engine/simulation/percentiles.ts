/**
 * Percentiles by partial sorting (quickselect) on typed arrays: O(n) per column instead of a full
 * sort. Percentiles use the nearest rank: the value at index round(q * (n - 1)) of the sorted data.
 */

type NumericArray = Float32Array | Float64Array;

export type Band = { p10: number; p50: number; p90: number };
export type BandSeries = { p10: number[]; p50: number[]; p90: number[] };

const rankOf = (q: number, n: number): number => Math.round(q * (n - 1));

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

/** Values sampled from a column to bracket each percentile before the exact selection. */
const BRACKET_SAMPLE_SIZE = 512;
/** Half-width of a bracket in standard errors of the sample rank (a miss only costs a fallback). */
const BRACKET_STANDARD_ERRORS = 3.5;

/**
 * Exact rank-k value using a bracket [low, high] guessed from a sample: one pass counts values
 * below it and copies those inside to `scratch`; the selection then runs on that small copy.
 * Falls back to a full quickselect when the bracket misses rank k.
 */
const selectBracketed = (
  a: NumericArray,
  k: number,
  sample: Float64Array,
  scratch: NumericArray,
) => {
  const m = sample.length;
  const q = k / (a.length - 1);
  const halfWidth = Math.ceil(BRACKET_STANDARD_ERRORS * Math.sqrt(m * q * (1 - q))) + 1;
  const centre = Math.round(q * (m - 1));
  const low = centre - halfWidth < 0 ? -Infinity : (sample[centre - halfWidth] ?? 0);
  const high = centre + halfWidth >= m ? Infinity : (sample[centre + halfWidth] ?? 0);
  let below = 0;
  let inside = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    if (x < low) below += 1;
    else if (x <= high) scratch[inside++] = x;
  }
  if (k < below || k >= below + inside) {
    selectInPlace(a, k);
    return a[k] ?? 0;
  }
  selectInPlace(scratch, k - below, 0, inside - 1);
  return scratch[k - below] ?? 0;
};

/** P10, P50, P90 of a column without reordering it; `scratch` must be at least as long. */
export const bandBracketed = (a: NumericArray, scratch: NumericArray): Band => {
  const n = a.length;
  if (n < 4 * BRACKET_SAMPLE_SIZE) return bandInPlace(a.slice());
  const sample = new Float64Array(BRACKET_SAMPLE_SIZE);
  for (let s = 0; s < BRACKET_SAMPLE_SIZE; s += 1) {
    sample[s] = a[Math.floor((s * n) / BRACKET_SAMPLE_SIZE)] ?? 0;
  }
  sample.sort();
  return {
    p10: selectBracketed(a, rankOf(0.1, n), sample, scratch),
    p50: selectBracketed(a, rankOf(0.5, n), sample, scratch),
    p90: selectBracketed(a, rankOf(0.9, n), sample, scratch),
  };
};

/** Bands of each column of a column-major matrix ([column * rows + row]). */
export const columnBands = (matrix: NumericArray, rows: number): BandSeries => {
  const columns = matrix.length / rows;
  const scratch = new Float64Array(rows);
  const out: BandSeries = { p10: [], p50: [], p90: [] };
  for (let c = 0; c < columns; c += 1) {
    const band = bandBracketed(matrix.subarray(c * rows, (c + 1) * rows), scratch);
    out.p10.push(band.p10);
    out.p50.push(band.p50);
    out.p90.push(band.p90);
  }
  return out;
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
