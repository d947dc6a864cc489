import { z } from 'zod';
import { SECTOR_CODES, type Sector } from '#engine/inputs';
import { defineEndpoint } from './endpoint';

/** Most companies listed for one sector: a few certain facts beat a long list. */
export const MAX_COMPANIES_PER_SECTOR = 3;

const ShareSchema = z.number().min(0).max(1);
const YearSchema = z.number().int().min(1970).max(2100);
const SectorSchema = z.enum(SECTOR_CODES as [Sector, ...Sector[]]);

/** A year range, both ends included. */
const YearRangeSchema = z
  .object({ first: YearSchema, last: YearSchema })
  .refine((range) => range.first <= range.last, 'first must not be after last');

/** One group's figures (all sectors, or one sector) from the Census BDS. */
export const MarketSeriesSchema = z.object({
  /** 5-year survival of the pooled cohorts: the figure the engine anchors its sector on. */
  survival5: ShareSchema,
  /** Start-up rate of every year of `years`, in order. */
  startupRates: z.array(ShareSchema),
  /** 5-year survival of every birth cohort of `cohorts`, in order. */
  cohortSurvival5: z.array(ShareSchema),
  /** Mean start-up rate of `change.recent` minus that of `change.earlier`, as a share (0.01 = 1 point). */
  startupRateChange: z.number().min(-1).max(1),
});
export type MarketSeries = z.infer<typeof MarketSeriesSchema>;

export const MarketTrendsSchema = z.object({
  provenance: z.object({
    source: z.string().min(1),
    url: z.url(),
    file: z.string().min(1),
    columns: z.array(z.string().min(1)).min(1),
    methods: z.object({
      survival5: z.string().min(1),
      cohortSurvival5: z.string().min(1),
      startupRate: z.string().min(1),
      startupRateChange: z.string().min(1),
    }),
    script: z.string().min(1),
    derivedOn: z.iso.date(),
  }),
  years: YearRangeSchema,
  cohorts: YearRangeSchema,
  pooledCohorts: YearRangeSchema,
  change: z.object({ earlier: YearRangeSchema, recent: YearRangeSchema }),
  allSectors: MarketSeriesSchema,
  sectors: z.array(MarketSeriesSchema.extend({ sector: SectorSchema, naics: z.string().min(2) })),
});
export type MarketTrends = z.infer<typeof MarketTrendsSchema>;
export type MarketSectorTrend = MarketTrends['sectors'][number];

/** A listed company: stable public facts only (no revenue or market share), each with its source. */
export const MarketCompanySchema = z.object({
  name: z.string().min(1).max(80),
  sector: SectorSchema,
  founded: z.number().int().min(1600).max(2100),
  headquarters: z.string().min(1).max(80),
  exchange: z.enum(['NYSE', 'Nasdaq']),
  ticker: z.string().regex(/^[A-Z.]{1,6}$/),
  source: z.string().min(1).max(240),
  /** Where a reader checks the facts: the company's filings on SEC EDGAR. */
  sourceUrl: z.url().startsWith('https://www.sec.gov/'),
  asOf: z.iso.date(),
});
export type MarketCompany = z.infer<typeof MarketCompanySchema>;

export const MarketDashboardResponseSchema = z.object({
  trends: MarketTrendsSchema,
  companies: z.array(MarketCompanySchema),
});
export type MarketDashboardResponse = z.infer<typeof MarketDashboardResponseSchema>;

export const getMarketDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/market/dashboard',
  summary:
    'Sector trends from the Census BDS (5-year survival, start-up rates, 1978-2019) and listed companies per sector, each with its source.',
  tags: ['market'],
  auth: 'public',
  ignoresSession: true,
  response: MarketDashboardResponseSchema,
  // Static data the server parses with this schema once, at start (market.service.ts).
  isResponseTrusted: true,
});
