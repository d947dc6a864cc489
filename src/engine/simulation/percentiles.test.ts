import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandBracketed } from './bracketed-band';
import { bandInPlace, percentileFromCounts } from './percentiles';

/** Adding 0 turns -0 into +0: the two are the same percentile but not the same to toEqual. */
const plain = (band: { p10: number; p50: number; p90: number }) => ({
  p10: band.p10 + 0,
  p50: band.p50 + 0,
  p90: band.p90 + 0,
});

const sortedBand = (values: number[]) => {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => (sorted[Math.round(q * (sorted.length - 1))] ?? Number.NaN) + 0;
  return { p10: at(0.1), p50: at(0.5), p90: at(0.9) };
};

describe('percentiles', () => {
  it('quickselect bands equal the sorted nearest-rank percentiles (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), { minLength: 1 }),
        (values) => {
          expect(plain(bandInPlace(Float64Array.from(values)))).toEqual(sortedBand(values));
        },
      ),
    );
  });

  it('bracketed bands are exact on large columns, with ties and skew (property)', () => {
    const column = fc.array(
      fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 })),
      { minLength: 2_048, maxLength: 5_000 },
    );
    fc.assert(
      fc.property(column, (values) => {
        const a = Float64Array.from(values);
        expect(plain(bandBracketed(a))).toEqual(sortedBand(values));
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });

  it('reads percentiles from counts and returns null past the counted range', () => {
    // 10 paths: months 1,1,2,3 and six that never reach the event (not counted)
    const counts = [0, 2, 1, 1];
    expect(percentileFromCounts(counts, 10, 0.1)).toBe(1);
    expect(percentileFromCounts(counts, 10, 0.25)).toBe(2);
    expect(percentileFromCounts(counts, 10, 0.5)).toBeNull();
  });
});
