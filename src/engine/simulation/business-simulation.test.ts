import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateBusiness } from './business-simulation';
import {
  type BusinessSimulationInput,
  MAX_PATHS,
  SimulationCancelledError,
} from './simulation-input';
import {
  SAMPLE_BUSINESS_INPUT,
  STEADY_BUSINESS_INPUT,
} from '#tests/fixtures/engine/business-inputs';

const FAST = { paths: 2_000 } as const;

describe('simulateBusiness: determinism', () => {
  it('gives identical numbers for the same seed', () => {
    const a = simulateBusiness(SAMPLE_BUSINESS_INPUT, { ...FAST, seed: 42 });
    const b = simulateBusiness(SAMPLE_BUSINESS_INPUT, { ...FAST, seed: 42 });
    expect(a).toEqual(b);
  });

  it('gives different numbers for a different seed', () => {
    const a = simulateBusiness(SAMPLE_BUSINESS_INPUT, { ...FAST, seed: 1 });
    const b = simulateBusiness(SAMPLE_BUSINESS_INPUT, { ...FAST, seed: 2 });
    expect(a.monthly?.cash.p50).not.toEqual(b.monthly?.cash.p50);
  });

  it('does not depend on how often progress is reported', () => {
    const a = simulateBusiness(SAMPLE_BUSINESS_INPUT, { ...FAST, progressEveryPaths: 1 });
    const b = simulateBusiness(SAMPLE_BUSINESS_INPUT, { ...FAST, onProgress: () => undefined });
    expect(a).toEqual(b);
  });
});

const inputArbitrary: fc.Arbitrary<BusinessSimulationInput> = fc.record({
  startingCapital: fc.integer({ min: 0, max: 500_000 }),
  monthlyFixedCosts: fc.integer({ min: 0, max: 50_000 }),
  pricePerCustomerMonth: fc.integer({ min: 1, max: 500 }),
  unitCostPerCustomerMonth: fc.integer({ min: 0, max: 200 }),
  startingCustomers: fc.integer({ min: 0, max: 2_000 }),
  monthlyGrowth: fc.record({
    mean: fc.double({ min: 0, max: 0.3, noNaN: true }),
    sd: fc.double({ min: 0, max: 0.1, noNaN: true }),
  }),
  monthlyChurn: fc.double({ min: 0, max: 0.2, noNaN: true }),
});

describe('simulateBusiness: invariants', () => {
  it('keeps P10 <= P50 <= P90 every month and probabilities in [0, 1] (property)', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer(), (input, seed) => {
        const result = simulateBusiness(input, { paths: 300, months: 36, seed });
        const { cash, revenue } = result.monthly ?? { cash: null, revenue: null };
        for (const series of [cash, revenue]) {
          expect(series?.p10).toHaveLength(36);
          series?.p50.forEach((p50, t) => {
            expect(series.p10[t]).toBeLessThanOrEqual(p50);
            expect(p50).toBeLessThanOrEqual(series.p90[t] ?? Number.NaN);
          });
        }
        for (const p of [result.survivalProbability, result.cashOutBeforeBreakEvenProbability]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        }
        expect(result.cashOutBeforeBreakEvenProbability).toBeLessThanOrEqual(
          result.cashOutProbability,
        );
        const histogramTotal = result.breakEven.histogram.reduce((sum, bin) => sum + bin.share, 0);
        expect(histogramTotal + result.breakEven.neverShare).toBeCloseTo(1, 9);
      }),
      { numRuns: 40 },
    );
  });

  it('cash-out probability rises as starting capital falls', () => {
    const capitals = [400_000, 250_000, 150_000, 100_000, 60_000, 30_000, 0];
    const cashOut = capitals.map(
      (startingCapital) =>
        simulateBusiness({ ...STEADY_BUSINESS_INPUT, startingCapital }, FAST)
          .cashOutBeforeBreakEvenProbability,
    );
    cashOut.slice(1).forEach((p, i) => expect(p).toBeGreaterThanOrEqual(cashOut[i] ?? 1));
    expect(cashOut[0]).toBeLessThan(cashOut.at(-1) ?? 0);
  });

  it('higher churn delays break-even', () => {
    const medians = [0.02, 0.04, 0.06].map(
      (monthlyChurn) =>
        simulateBusiness({ ...STEADY_BUSINESS_INPUT, monthlyChurn }, FAST).breakEven.percentiles
          .p50 ?? Infinity,
    );
    expect(medians[0]).toBeLessThan(medians[1] ?? 0);
    expect(medians[1]).toBeLessThan(medians[2] ?? 0);
  });

  it('a recession makes outcomes worse', () => {
    const base = simulateBusiness(STEADY_BUSINESS_INPUT, FAST);
    const recession = simulateBusiness(
      { ...STEADY_BUSINESS_INPUT, recession: { startMonth: 3 } },
      FAST,
    );
    expect(recession.cashOutProbability).toBeGreaterThan(base.cashOutProbability);
    expect(recession.breakEven.neverShare).toBeGreaterThanOrEqual(base.breakEven.neverShare);
    expect(recession.monthly?.revenue.p50.at(-1)).toBeLessThan(
      base.monthly?.revenue.p50.at(-1) ?? 0,
    );
  });

  it('extra funding lowers the cash-out probability', () => {
    const base = simulateBusiness(STEADY_BUSINESS_INPUT, FAST);
    const funded = simulateBusiness(
      { ...STEADY_BUSINESS_INPUT, extraFunding: { amount: 50_000, month: 2 } },
      FAST,
    );
    expect(funded.cashOutProbability).toBeLessThan(base.cashOutProbability);
  });

  it('a profitable business from month 1 never runs out of cash', () => {
    const result = simulateBusiness(
      { ...STEADY_BUSINESS_INPUT, monthlyFixedCosts: 0, monthlyChurn: 0 },
      FAST,
    );
    expect(result.breakEven.percentiles.p90).toBe(1);
    expect(result.survivalProbability).toBe(1);
  });
});

describe('simulateBusiness: limits and callbacks', () => {
  it('refuses more than MAX_PATHS paths with a clear RangeError', () => {
    expect(() => simulateBusiness(SAMPLE_BUSINESS_INPUT, { paths: MAX_PATHS + 1 })).toThrow(
      new RangeError('paths must be an integer between 1 and 100000 (got 100001)'),
    );
  });

  it.each([
    [{ monthlyChurn: 1.5 }, 'monthlyChurn'],
    [{ startingCapital: -1 }, 'startingCapital'],
    [{ pricePerCustomerMonth: Number.NaN }, 'pricePerCustomerMonth'],
    [{ extraFunding: { amount: 1, month: 61 } }, 'extraFunding.month'],
    [{ recession: { startMonth: 0 } }, 'recession.startMonth'],
  ])('names the bad field %o', (change, field) => {
    expect(() => simulateBusiness({ ...SAMPLE_BUSINESS_INPUT, ...change }, FAST)).toThrow(field);
  });

  it('reports progress every N paths and at the end', () => {
    const calls: number[] = [];
    simulateBusiness(SAMPLE_BUSINESS_INPUT, {
      paths: 2_000,
      progressEveryPaths: 500,
      onProgress: (done, total) => {
        expect(total).toBe(2_000);
        calls.push(done);
      },
    });
    expect(calls).toEqual([500, 1_000, 1_500, 2_000]);
  });

  it('stops when the cancel check returns true', () => {
    let checks = 0;
    const run = () =>
      simulateBusiness(SAMPLE_BUSINESS_INPUT, {
        paths: 10_000,
        shouldCancel: () => (checks += 1) > 3,
      });
    expect(run).toThrow(SimulationCancelledError);
    expect(checks).toBe(4);
  });
});
