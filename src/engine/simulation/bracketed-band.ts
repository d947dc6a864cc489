import {
  type Band,
  bandInPlace,
  type BandSeries,
  type NumericArray,
  rankOf,
  selectInPlace,
} from './percentiles';

/**
 * Fast exact P10/P50/P90 of long columns (Floyd & Rivest's sampling idea): a sorted sample of the
 * column brackets each percentile, ONE pass counts values below each bracket and copies the few
 * inside it, and quickselect then runs on those small copies. About 3x faster than quickselect on
 * the whole column; a bracket that misses its rank falls back to a full quickselect, so the
 * result is always exact (nearest rank, as in percentiles.ts).
 */

/** Values sampled from a column to place the brackets. */
const SAMPLE_SIZE = 512;
/** Half-width of a bracket in standard errors of the sample rank (a miss only costs a fallback). */
const BRACKET_STANDARD_ERRORS = 2.5;
const QUANTILES = [0.1, 0.5, 0.9] as const;

type Bracket = { k: number; low: number; high: number; below: number; inside: number };

/** Reusable buffers for one matrix: a sample and one copy buffer per percentile. */
type Scratch = { sample: Float64Array; copies: [Float64Array, Float64Array, Float64Array] };

const makeScratch = (rows: number): Scratch => ({
  sample: new Float64Array(SAMPLE_SIZE),
  // One spare slot: the branch-free pass writes one position past the last value kept.
  copies: [new Float64Array(rows + 1), new Float64Array(rows + 1), new Float64Array(rows + 1)],
});

const bracketFor = (q: number, n: number, sample: Float64Array): Bracket => {
  const m = sample.length;
  const halfWidth = Math.ceil(BRACKET_STANDARD_ERRORS * Math.sqrt(m * q * (1 - q))) + 1;
  const centre = Math.round(q * (m - 1));
  return {
    k: rankOf(q, n),
    low: centre - halfWidth < 0 ? -Infinity : (sample[centre - halfWidth] ?? 0),
    high: centre + halfWidth >= m ? Infinity : (sample[centre + halfWidth] ?? 0),
    below: 0,
    inside: 0,
  };
};

/** One pass over the column: counts below each bracket and copies the values inside it. */
const partitionPass = (a: NumericArray, brackets: Bracket[], copies: Scratch['copies']) => {
  const [b10, b50, b90] = brackets as [Bracket, Bracket, Bracket];
  const [c10, c50, c90] = copies;
  // Bounds in locals: property loads inside the loop would not be hoisted past the array writes.
  const low10 = b10.low;
  const high10 = b10.high;
  const low50 = b50.low;
  const high50 = b50.high;
  const low90 = b90.low;
  const high90 = b90.high;
  let below10 = 0;
  let in10 = 0;
  let below50 = 0;
  let in50 = 0;
  let below90 = 0;
  let in90 = 0;
  // Branch-free: every value is written to each copy, and the write position advances only when
  // the value lies inside that bracket (random data would mispredict branches about half the time).
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const under10 = +(x < low10);
    const under50 = +(x < low50);
    const under90 = +(x < low90);
    below10 += under10;
    below50 += under50;
    below90 += under90;
    c10[in10] = x;
    in10 += +(x <= high10) - under10;
    c50[in50] = x;
    in50 += +(x <= high50) - under50;
    c90[in90] = x;
    in90 += +(x <= high90) - under90;
  }
  Object.assign(b10, { below: below10, inside: in10 });
  Object.assign(b50, { below: below50, inside: in50 });
  Object.assign(b90, { below: below90, inside: in90 });
};
const resolve = (a: NumericArray, bracket: Bracket, copy: Float64Array): number => {
  const { k, below, inside } = bracket;
  if (k < below || k >= below + inside) {
    selectInPlace(a, k);
    return a[k] ?? 0;
  }
  selectInPlace(copy, k - below, 0, inside - 1);
  return copy[k - below] ?? 0;
};

/** P10, P50, P90 of a column; may reorder it (only on a fallback). */
const bandOfColumn = (a: NumericArray, scratch: Scratch): Band => {
  const n = a.length;
  if (n < 4 * SAMPLE_SIZE) return bandInPlace(a.slice());
  for (let s = 0; s < SAMPLE_SIZE; s += 1) {
    scratch.sample[s] = a[Math.floor((s * n) / SAMPLE_SIZE)] ?? 0;
  }
  scratch.sample.sort();
  const brackets = QUANTILES.map((q) => bracketFor(q, n, scratch.sample));
  const [b10, b50, b90] = brackets as [Bracket, Bracket, Bracket];
  partitionPass(a, brackets, scratch.copies);
  return {
    p10: resolve(a, b10, scratch.copies[0]),
    p50: resolve(a, b50, scratch.copies[1]),
    p90: resolve(a, b90, scratch.copies[2]),
  };
};

/** P10, P50, P90 of one column (exact); exported for tests. */
export const bandBracketed = (a: NumericArray): Band => bandOfColumn(a, makeScratch(a.length));

/** Bands of each column of a column-major matrix ([column * rows + row]); may reorder columns. */
export const columnBands = (matrix: NumericArray, rows: number): BandSeries => {
  const scratch = makeScratch(rows);
  const out: BandSeries = { p10: [], p50: [], p90: [] };
  for (let c = 0; c < matrix.length / rows; c += 1) {
    const band = bandOfColumn(matrix.subarray(c * rows, (c + 1) * rows), scratch);
    out.p10.push(band.p10);
    out.p50.push(band.p50);
    out.p90.push(band.p90);
  }
  return out;
};
