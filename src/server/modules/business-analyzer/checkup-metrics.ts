import {
  type ActionId,
  type CheckupChange,
  type CheckupFigures,
  type CheckupSurvival,
  DAYS_PER_MONTH,
  MEDIAN_CASH_BUFFER_DAYS,
  type Ratio,
  type RedFlagId,
  type Runway,
  RUNWAY_WARNING_MONTHS,
} from '#shared/contracts/business-analyzer';
import { fromUsd, toUsd } from '#shared/money/currencies';

/**
 * The analyzer's financial arithmetic: runway, ratios, red flags and next actions from the founder's
 * own figures. None of it changes the survival probability (no sourced coefficient exists); see
 * src/engine/analyzer/README.md. Trends compare with the previous check-up of the same business.
 */

const round = (value: number, decimals = 2) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
};

/** Cash ÷ monthly net burn; a business whose revenue covers its costs is not burning cash. */
export const computeRunway = (
  figures: Pick<CheckupFigures, 'monthlyRevenue' | 'monthlyCosts' | 'cash'>,
): Runway => {
  const netBurn = figures.monthlyCosts - figures.monthlyRevenue;
  if (netBurn <= 0) return { kind: 'not_burning' };
  return { kind: 'months', months: round(figures.cash / netBurn, 1), netBurn: round(netBurn) };
};

export const runwayMonthsOf = (runway: Runway) => (runway.kind === 'months' ? runway.months : null);

/** Months between two check-ups, from the months operating the founder gave; null when not later. */
const monthsBetween = (previous: CheckupFigures | null, current: CheckupFigures) => {
  if (!previous) return null;
  const months = current.monthsOperating - previous.monthsOperating;
  return months > 0 ? months : null;
};

const value = (id: Ratio['id'], amount: number): Ratio => ({
  id,
  value: round(amount),
  missing: null,
  benchmark: null,
});
const missing = (id: Ratio['id'], reason: NonNullable<Ratio['missing']>): Ratio => ({
  id,
  value: null,
  missing: reason,
  benchmark: null,
});

/**
 * Cash buffer days as the JPMorgan Chase Institute defines them (cash balance ÷ daily outflows, as
 * if inflows stopped), so the business reads against its published small-business median.
 */
const cashBufferDays = ({ cash, monthlyCosts }: CheckupFigures): Ratio => {
  const benchmark = {
    value: MEDIAN_CASH_BUFFER_DAYS,
    scope: 'all_small_businesses',
    source: 'jpmc-cash-is-king-2016',
  } as const;
  if (monthlyCosts <= 0) return { ...missing('cash_buffer_days', 'no_costs'), benchmark };
  return { ...value('cash_buffer_days', cash / (monthlyCosts / DAYS_PER_MONTH)), benchmark };
};

/** Monthly percentage growth of `after` over `before` across `months`, compounded. */
const monthlyGrowthPercent = (before: number, after: number, months: number) =>
  ((after / before) ** (1 / months) - 1) * 100;

export const computeRatios = (
  figures: CheckupFigures,
  previous: CheckupFigures | null,
): Ratio[] => {
  const { monthlyRevenue: revenue, monthlyCosts: costs, customers } = figures;
  const months = monthsBetween(previous, figures);
  const netBurn = costs - revenue;
  const ratios: Ratio[] = [
    cashBufferDays(figures),
    revenue > 0
      ? value('operating_margin', ((revenue - costs) / revenue) * 100)
      : missing('operating_margin', 'no_revenue'),
    customers > 0
      ? value('revenue_per_customer', revenue / customers)
      : missing('revenue_per_customer', 'no_customers'),
  ];
  if (!previous || months === null) {
    for (const id of [
      'revenue_growth',
      'cost_growth',
      'burn_multiple',
      'months_to_break_even',
    ] as const) {
      ratios.push(missing(id, 'needs_previous'));
    }
    return ratios;
  }
  ratios.push(
    previous.monthlyRevenue > 0
      ? value('revenue_growth', monthlyGrowthPercent(previous.monthlyRevenue, revenue, months))
      : missing('revenue_growth', 'no_revenue'),
    previous.monthlyCosts > 0
      ? value('cost_growth', monthlyGrowthPercent(previous.monthlyCosts, costs, months))
      : missing('cost_growth', 'no_costs'),
  );
  if (netBurn <= 0) {
    ratios.push(
      missing('burn_multiple', 'not_burning'),
      missing('months_to_break_even', 'not_burning'),
    );
    return ratios;
  }
  // Burn multiple: cash burned per unit of new monthly revenue added, per month of the period.
  const revenueAddedPerMonth = (revenue - previous.monthlyRevenue) / months;
  ratios.push(
    revenueAddedPerMonth > 0
      ? value('burn_multiple', netBurn / revenueAddedPerMonth)
      : missing('burn_multiple', 'not_improving'),
  );
  // Straight line: the monthly gap closes at the pace it closed since the previous check-up.
  const previousBurn = previous.monthlyCosts - previous.monthlyRevenue;
  const gapClosedPerMonth = (previousBurn - netBurn) / months;
  ratios.push(
    gapClosedPerMonth > 0
      ? value('months_to_break_even', Math.ceil(netBurn / gapClosedPerMonth))
      : missing('months_to_break_even', 'not_improving'),
  );
  return ratios;
};

export const computeRedFlags = (
  figures: CheckupFigures,
  previous: CheckupFigures | null,
  runway: Runway,
): RedFlagId[] => {
  const flags: RedFlagId[] = [];
  if (runway.kind === 'months' && runway.months < RUNWAY_WARNING_MONTHS) flags.push('runway_short');
  if (figures.monthlyRevenue === 0) flags.push('no_revenue');
  else if (figures.monthlyCosts > figures.monthlyRevenue) flags.push('losing_money');
  if (previous && monthsBetween(previous, figures) !== null) {
    if (figures.monthlyRevenue < previous.monthlyRevenue) flags.push('revenue_falling');
    const costGrowth =
      previous.monthlyCosts > 0 ? figures.monthlyCosts / previous.monthlyCosts : Infinity;
    const revenueGrowth =
      previous.monthlyRevenue > 0 ? figures.monthlyRevenue / previous.monthlyRevenue : Infinity;
    if (figures.monthlyCosts > previous.monthlyCosts && costGrowth > revenueGrowth) {
      flags.push('costs_outpace_revenue');
    }
  }
  return flags;
};

/** Choices a founder can make, in the order of the flags they answer; always ends with the next check-up. */
export const chooseActions = (
  flags: readonly RedFlagId[],
  runway: Runway,
  hasPlan: boolean,
): ActionId[] => {
  const actions: ActionId[] = [];
  if (flags.includes('runway_short')) actions.push('extend_runway');
  if (flags.includes('costs_outpace_revenue')) actions.push('review_cost_growth');
  if (flags.includes('revenue_falling')) actions.push('investigate_revenue_drop');
  if (flags.includes('no_revenue')) actions.push('find_paying_customers');
  if (flags.includes('losing_money')) actions.push('improve_unit_economics');
  if (runway.kind === 'not_burning') actions.push('build_reserve');
  if (!hasPlan) actions.push('run_calculator');
  actions.push('check_up_monthly');
  return actions;
};

export const computeChange = (
  previous: {
    createdAt: string;
    figures: CheckupFigures;
    survival: CheckupSurvival | null;
    runway: Runway;
  } | null,
  current: { figures: CheckupFigures; survival: CheckupSurvival | null; runway: Runway },
): CheckupChange | null => {
  if (!previous) return null;
  const pair = (key: 'monthlyRevenue' | 'monthlyCosts' | 'customers' | 'cash') => ({
    before: previous.figures[key],
    after: current.figures[key],
  });
  return {
    previousCreatedAt: previous.createdAt,
    probability:
      previous.survival && current.survival
        ? { before: previous.survival.probability, after: current.survival.probability }
        : null,
    runwayMonths: {
      before: runwayMonthsOf(previous.runway),
      after: runwayMonthsOf(current.runway),
    },
    monthlyRevenue: pair('monthlyRevenue'),
    monthlyCosts: pair('monthlyCosts'),
    customers: pair('customers'),
    cash: pair('cash'),
  };
};

/**
 * An earlier check-up's figures in the currency of the new one, so trends and changes compare like
 * with like (issue 34, item 7): converted through US dollars at the same sourced rates as every
 * amount (shared/money/currencies.ts). Unchanged when either currency is unknown (older check-ups).
 */
export const inCurrencyOf = (
  previous: CheckupFigures,
  current: Pick<CheckupFigures, 'currency'>,
): CheckupFigures => {
  const from = previous.currency;
  const to = current.currency;
  if (!from || !to || from === to) return previous;
  const convert = (amount: number) => fromUsd(toUsd(amount, from), to);
  return {
    ...previous,
    monthlyRevenue: convert(previous.monthlyRevenue),
    monthlyCosts: convert(previous.monthlyCosts),
    cash: convert(previous.cash),
    currency: to,
  };
};
