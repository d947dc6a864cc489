import { z } from 'zod';
import { MoneyCurrencySchema } from '../money/money-schemas';
import { BusinessParamsSchema } from './businesses';
import { defineEndpoint } from './endpoint';

/** Months operating the analyzer accepts; equal to the engine's MAX_MONTHS_OPERATING (tested). */
export const CHECKUP_MONTHS_MAX = 600;
/** Upper bound of every amount (in the currency the founder keeps books in). */
export const CHECKUP_AMOUNT_MAX = 1_000_000_000;
export const CHECKUP_CUSTOMERS_MAX = 100_000_000;
/** The history lists this many check-ups, newest first. */
export const CHECKUPS_LISTED_MAX = 20;
/** A business keeps at most this many check-ups; the next create answers 409. */
export const CHECKUPS_PER_BUSINESS_MAX = 200;
/** Runway under this many months is a red flag. */
export const RUNWAY_WARNING_MONTHS = 6;
/** Average days in a month (365 / 12), to turn monthly costs into daily outflows. */
export const DAYS_PER_MONTH = 365 / 12;

/**
 * Every published figure the analyzer compares a business with, and where it comes from. The web
 * shows the title, publisher, date and link beside each comparison; nothing else is claimed.
 * `date` is the vintage: the BDS release's data year, the month the report came out.
 */
export const CHECKUP_SOURCES = {
  'census-bds-2019': {
    title: 'Business Dynamics Statistics (BDS), 2019 release: firms by sector and firm age',
    publisher: 'U.S. Census Bureau',
    date: '2019',
    url: 'https://www.census.gov/programs-surveys/bds.html',
  },
  'jpmc-cash-is-king-2016': {
    title: 'Cash is King: Flows, Balances, and Buffer Days. Evidence from 600,000 Small Businesses',
    publisher: 'JPMorgan Chase Institute',
    date: '2016-09',
    url: 'https://www.jpmorganchase.com/institute/all-topics/business-growth-and-entrepreneurship/report-cash-flows-balances-and-buffer-days',
  },
} as const;
export type CheckupSourceId = keyof typeof CHECKUP_SOURCES;
const CHECKUP_SOURCE_IDS = Object.keys(CHECKUP_SOURCES) as [CheckupSourceId, ...CheckupSourceId[]];

/**
 * The median small business's cash buffer: days of its typical outflows its cash balance would pay
 * if inflows stopped. 597,000 US small businesses (Chase deposit accounts), February to October
 * 2015, all industries together (the report's industry groups do not match the calculator's sectors).
 */
export const MEDIAN_CASH_BUFFER_DAYS = 27;

// English messages in the spec's style; the web translates them (features/business-analyzer).
export const CHECKUP_MESSAGES = {
  required: 'This field is required',
  wholeNumber: 'Must be a whole number',
  negative: 'Must not be negative',
  negativeCash: 'Cash cannot be negative',
  tooLarge: 'Must be no more than {max}',
} as const;

const tooLarge = (max: number) => CHECKUP_MESSAGES.tooLarge.replace('{max}', String(max));

const wholeNumber = (max: number) =>
  z
    .number({ error: CHECKUP_MESSAGES.required })
    .int(CHECKUP_MESSAGES.wholeNumber)
    .min(0, CHECKUP_MESSAGES.negative)
    .max(max, tooLarge(max));

const amount = (negativeMessage: string = CHECKUP_MESSAGES.negative) =>
  z
    .number({ error: CHECKUP_MESSAGES.required })
    .min(0, negativeMessage)
    .max(CHECKUP_AMOUNT_MAX, tooLarge(CHECKUP_AMOUNT_MAX));

/** What the founder enters: actual figures of the last full month. */
export const CheckupFiguresSchema = z.strictObject({
  monthsOperating: wholeNumber(CHECKUP_MONTHS_MAX),
  monthlyRevenue: amount(),
  monthlyCosts: amount(),
  customers: wholeNumber(CHECKUP_CUSTOMERS_MAX),
  cash: amount(CHECKUP_MESSAGES.negativeCash),
  /** The currency of the amounts; absent in check-ups saved before it was asked. */
  currency: MoneyCurrencySchema.optional(),
});
export type CheckupFigures = z.infer<typeof CheckupFiguresSchema>;

const probability = z.number().min(0).max(1);

export const CheckupSurvivalSchema = z.object({
  // sectorBaseline, sectorHazardThisYear: Census BDS 2019 (source below), through the engine's hazards.
  monthsOperating: z.number().int(),
  pastHorizon: z.boolean(),
  probability,
  interval: z.object({ low: probability, high: probability }),
  atFounding: probability,
  sectorBaseline: probability,
  sectorHazardThisYear: probability.nullable(),
  sector: z.string(),
  source: z.object({ id: z.enum(CHECKUP_SOURCE_IDS), grade: z.enum(['A', 'B', 'C']) }),
  modelVersion: z.string(),
});
export type CheckupSurvival = z.infer<typeof CheckupSurvivalSchema>;

export const RunwaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('not_burning') }),
  z.object({ kind: z.literal('months'), months: z.number().min(0), netBurn: z.number() }),
]);
export type Runway = z.infer<typeof RunwaySchema>;

export const RATIO_IDS = [
  'cash_buffer_days',
  'operating_margin',
  'revenue_per_customer',
  'revenue_growth',
  'cost_growth',
  'burn_multiple',
  'months_to_break_even',
] as const;
export type RatioId = (typeof RATIO_IDS)[number];
/** Why a ratio has no value: no revenue, no costs, no customers, no earlier check-up, not burning, no improving trend. */
export const RATIO_MISSING_REASONS = [
  'no_revenue',
  'no_costs',
  'no_customers',
  'needs_previous',
  'not_burning',
  'not_improving',
] as const;

/** A published figure to read a ratio against; `scope` says whose figure it is. */
export const BenchmarkSchema = z.object({
  value: z.number(),
  scope: z.enum(['all_small_businesses']),
  source: z.enum(CHECKUP_SOURCE_IDS),
});
export type Benchmark = z.infer<typeof BenchmarkSchema>;

export const RatioSchema = z.object({
  id: z.enum(RATIO_IDS),
  value: z.number().nullable(),
  missing: z.enum(RATIO_MISSING_REASONS).nullable(),
  /** Null where no published figure exists for small businesses: the ratio is read on its own trend. */
  benchmark: BenchmarkSchema.nullable().default(null),
});
export type Ratio = z.infer<typeof RatioSchema>;

export const RED_FLAG_IDS = [
  'runway_short',
  'costs_outpace_revenue',
  'revenue_falling',
  'no_revenue',
  'losing_money',
] as const;
export type RedFlagId = (typeof RED_FLAG_IDS)[number];

export const ACTION_IDS = [
  'extend_runway',
  'review_cost_growth',
  'investigate_revenue_drop',
  'find_paying_customers',
  'improve_unit_economics',
  'build_reserve',
  'run_calculator',
  'check_up_monthly',
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

const delta = z.object({ before: z.number(), after: z.number() });

/** What moved since the business's previous check-up. */
export const CheckupChangeSchema = z.object({
  previousCreatedAt: z.iso.datetime(),
  probability: delta.nullable(),
  runwayMonths: z.object({ before: z.number().nullable(), after: z.number().nullable() }),
  monthlyRevenue: delta,
  monthlyCosts: delta,
  customers: delta,
  cash: delta,
});
export type CheckupChange = z.infer<typeof CheckupChangeSchema>;

export const CheckupResultSchema = z.object({
  /** Null when the business has no calculator inputs (no sector, no plan). */
  survival: CheckupSurvivalSchema.nullable(),
  runway: RunwaySchema,
  ratios: z.array(RatioSchema),
  redFlags: z.array(z.object({ id: z.enum(RED_FLAG_IDS) })),
  actions: z.array(z.enum(ACTION_IDS)),
  change: CheckupChangeSchema.nullable(),
});
export type CheckupResult = z.infer<typeof CheckupResultSchema>;

export const CheckupSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  createdAt: z.iso.datetime(),
  figures: CheckupFiguresSchema,
  result: CheckupResultSchema,
});
export type Checkup = z.infer<typeof CheckupSchema>;

export const CheckupListResponseSchema = z.object({ checkups: z.array(CheckupSchema) });
export type CheckupListResponse = z.infer<typeof CheckupListResponseSchema>;

export const createCheckup = defineEndpoint({
  method: 'POST',
  path: '/api/businesses/:id/checkups',
  summary: 'Analyze an operating business from its actual figures and save the check-up.',
  tags: ['business-analyzer'],
  auth: 'user',
  params: BusinessParamsSchema,
  body: CheckupFiguresSchema,
  bodyLimit: 4 * 1024,
  response: CheckupSchema,
  successStatus: 201,
});

export const findCheckups = defineEndpoint({
  method: 'GET',
  path: '/api/businesses/:id/checkups',
  summary: `A business's check-ups, newest first (at most ${CHECKUPS_LISTED_MAX}).`,
  tags: ['business-analyzer'],
  auth: 'user',
  params: BusinessParamsSchema,
  response: CheckupListResponseSchema,
});
