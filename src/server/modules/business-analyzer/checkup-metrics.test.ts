import { describe, expect, it } from 'vitest';
import {
  CHECKUP_SOURCES,
  CheckupFiguresSchema,
  RatioSchema,
} from '#shared/contracts/business-analyzer';
import { chooseActions, computeRatios, computeRedFlags, computeRunway } from './checkup-metrics';

const FIGURES = {
  monthsOperating: 12,
  monthlyRevenue: 10_000,
  monthlyCosts: 12_000,
  customers: 50,
  cash: 30_000,
};

const ratio = (ratios: ReturnType<typeof computeRatios>, id: string) =>
  ratios.find((entry) => entry.id === id);

describe('computeRunway', () => {
  it('divides cash by the monthly net burn', () => {
    expect(computeRunway(FIGURES)).toEqual({ kind: 'months', months: 15, netBurn: 2_000 });
  });

  it('is "not burning" when revenue covers costs exactly (zero burn) or more', () => {
    expect(computeRunway({ ...FIGURES, monthlyCosts: 10_000 })).toEqual({ kind: 'not_burning' });
    expect(computeRunway({ ...FIGURES, monthlyCosts: 0 })).toEqual({ kind: 'not_burning' });
  });

  it('is zero months with no cash left while burning', () => {
    expect(computeRunway({ ...FIGURES, cash: 0 })).toEqual({
      kind: 'months',
      months: 0,
      netBurn: 2_000,
    });
  });

  it('never sees negative cash: the shared schema rejects it', () => {
    const parsed = CheckupFiguresSchema.safeParse({ ...FIGURES, cash: -0.01 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Cash cannot be negative');
  });
});

describe('computeRatios', () => {
  it('gives cash buffer days (cash ÷ daily costs) against the published small-business median', () => {
    const buffer = ratio(computeRatios(FIGURES, null), 'cash_buffer_days');
    // 30,000 ÷ (12,000 ÷ 30.42 days) = 76.04 days.
    expect(buffer).toEqual({
      id: 'cash_buffer_days',
      value: 76.04,
      missing: null,
      benchmark: { value: 27, scope: 'all_small_businesses', source: 'jpmc-cash-is-king-2016' },
    });
    expect(CHECKUP_SOURCES[buffer?.benchmark?.source ?? 'census-bds-2019'].publisher).toBe(
      'JPMorgan Chase Institute',
    );
  });

  it('has no cash buffer without costs, but still names the benchmark', () => {
    const buffer = ratio(computeRatios({ ...FIGURES, monthlyCosts: 0 }, null), 'cash_buffer_days');
    expect(buffer).toMatchObject({ value: null, missing: 'no_costs', benchmark: { value: 27 } });
  });

  it('reads check-ups stored before benchmarks existed as having none', () => {
    const stored = RatioSchema.parse({ id: 'operating_margin', value: 5, missing: null });
    expect(stored.benchmark).toBeNull();
  });

  it('says costs, not revenue, are missing when the previous check-up had no costs', () => {
    const ratios = computeRatios(FIGURES, { ...FIGURES, monthsOperating: 10, monthlyCosts: 0 });
    expect(ratio(ratios, 'cost_growth')?.missing).toBe('no_costs');
  });

  it('gives margin and revenue per customer, and names what trends need', () => {
    const ratios = computeRatios(FIGURES, null);
    expect(ratio(ratios, 'operating_margin')?.value).toBe(-20);
    expect(ratio(ratios, 'revenue_per_customer')?.value).toBe(200);
    expect(ratio(ratios, 'burn_multiple')).toEqual({
      id: 'burn_multiple',
      value: null,
      missing: 'needs_previous',
      benchmark: null,
    });
  });

  it('says why a ratio is missing when there is no revenue or no customers', () => {
    const ratios = computeRatios({ ...FIGURES, monthlyRevenue: 0, customers: 0 }, null);
    expect(ratio(ratios, 'operating_margin')?.missing).toBe('no_revenue');
    expect(ratio(ratios, 'revenue_per_customer')?.missing).toBe('no_customers');
  });

  it('computes trends, burn multiple and months to break even from the previous check-up', () => {
    const previous = {
      ...FIGURES,
      monthsOperating: 10,
      monthlyRevenue: 8_000,
      monthlyCosts: 11_000,
    };
    const ratios = computeRatios(FIGURES, previous);
    // Revenue 8,000 → 10,000 over 2 months: about 11.8% a month, compounded.
    expect(ratio(ratios, 'revenue_growth')?.value).toBeCloseTo(11.8, 1);
    // 1,000 of new monthly revenue a month; burn 2,000 → multiple 2.
    expect(ratio(ratios, 'burn_multiple')?.value).toBe(2);
    // Burn fell 3,000 → 2,000 in 2 months (500 a month): 4 more months.
    expect(ratio(ratios, 'months_to_break_even')?.value).toBe(4);
  });

  it('has no trend when the months operating did not move forward', () => {
    const ratios = computeRatios(FIGURES, { ...FIGURES });
    expect(ratio(ratios, 'revenue_growth')?.missing).toBe('needs_previous');
  });

  it('has no break-even date when the burn is not shrinking', () => {
    const previous = { ...FIGURES, monthsOperating: 11, monthlyCosts: 11_000 };
    const ratios = computeRatios(FIGURES, previous);
    expect(ratio(ratios, 'months_to_break_even')?.missing).toBe('not_improving');
  });
});

describe('computeRedFlags and chooseActions', () => {
  it('flags runway under 6 months and costs rising faster than revenue', () => {
    const current = { ...FIGURES, monthsOperating: 13, monthlyRevenue: 10_500, cash: 5_000 };
    const previous = { ...FIGURES, monthlyCosts: 10_000 };
    const runway = computeRunway(current);
    const flags = computeRedFlags(current, previous, runway);
    expect(flags).toEqual(['runway_short', 'losing_money', 'costs_outpace_revenue']);
    expect(chooseActions(flags, runway, true)).toEqual([
      'extend_runway',
      'review_cost_growth',
      'improve_unit_economics',
      'check_up_monthly',
    ]);
  });

  it('does not flag exactly 6 months of runway', () => {
    const figures = { ...FIGURES, cash: 12_000 };
    expect(computeRedFlags(figures, null, computeRunway(figures))).toEqual(['losing_money']);
  });

  it('flags no revenue and suggests finding paying customers', () => {
    const figures = { ...FIGURES, monthlyRevenue: 0, cash: 1_000_000 };
    const flags = computeRedFlags(figures, null, computeRunway(figures));
    expect(flags).toEqual(['no_revenue']);
    expect(chooseActions(flags, computeRunway(figures), false)).toEqual([
      'find_paying_customers',
      'run_calculator',
      'check_up_monthly',
    ]);
  });
});
