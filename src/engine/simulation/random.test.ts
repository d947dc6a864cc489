import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveSeed, SeededRandom } from './random';

const draw = (seed: number, count: number): number[] => {
  const rng = new SeededRandom(seed);
  return Array.from({ length: count }, () => rng.uniform());
};

describe('SeededRandom', () => {
  it('repeats the same stream for the same seed (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(draw(seed, 20)).toEqual(draw(seed, 20));
      }),
    );
  });

  it('gives different streams for different seeds', () => {
    expect(draw(1, 5)).not.toEqual(draw(2, 5));
    expect(deriveSeed(1, 0)).not.toBe(deriveSeed(1, 1));
    expect(deriveSeed(1, 0)).not.toBe(deriveSeed(2, 0));
  });

  it('keeps uniforms in [0, 1) with mean near 1/2', () => {
    const values = draw(7, 100_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((a, b) => a + b, 0) / values.length).toBeCloseTo(0.5, 2);
  });

  it('draws standard normals: mean 0, variance 1, tails as expected', () => {
    const rng = new SeededRandom(11);
    const n = 400_000;
    let sum = 0;
    let squares = 0;
    let beyond2 = 0;
    for (let i = 0; i < n; i += 1) {
      const x = rng.normal();
      sum += x;
      squares += x * x;
      if (Math.abs(x) > 2) beyond2 += 1;
    }
    expect(sum / n).toBeCloseTo(0, 2);
    expect(squares / n).toBeCloseTo(1, 1);
    // P(|Z| > 2) = 0.0455
    expect(beyond2 / n).toBeGreaterThan(0.043);
    expect(beyond2 / n).toBeLessThan(0.048);
  });

  it('fillNormals gives the same numbers as repeated normal() calls', () => {
    const a = new SeededRandom(5);
    const b = new SeededRandom(5);
    const buffer = new Float64Array(1_000);
    a.fillNormals(buffer);
    expect(Array.from(buffer)).toEqual(Array.from({ length: 1_000 }, () => b.normal()));
  });

  it('draws lognormals whose log has the requested mean and sd', () => {
    const rng = new SeededRandom(3);
    const logs = Array.from({ length: 50_000 }, () => Math.log(rng.lognormal(0.1, 0.5)));
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / logs.length);
    expect(mean).toBeCloseTo(0.1, 1);
    expect(sd).toBeCloseTo(0.5, 1);
  });
});
