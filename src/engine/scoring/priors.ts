import type {
  CompetitionLevel,
  CustomerType,
  FundingNeeds,
  MarketingStrategy,
  ProductType,
} from '../inputs';
import type { SourceRef } from '../prediction-types';

/** One literature prior: ln(odds ratio) of 5-year survival per value code, and its SD. */
export type PriorTable<Code extends string> = {
  source: SourceRef;
  logOdds: Readonly<Record<Code, number>>;
  /** SD of the ln(OR), from the published range (half-width of a 95% range / 1.96). */
  sd: number;
};

/**
 * Grade-C priors (competition, marketing, funding gap, customer and product type: no new-firm
 * survival table exists for them) together shift every annual hazard's odds by at most x1.3 or /1.3. Model-evidence
 * 4.2 allows x1.5 on the odds; applied to all five annual hazards that would move S5 by up to
 * 13.5 points, so the cap is tightened to keep the combined move within about 10 points.
 */
export const PRIOR_TOTAL_CAP_LOG_ODDS = Math.log(1.3);

const ln = Math.log;

/** High competition OR ~0.9 (0.8-1.0), citing "outcompeted" in 19% of post-mortems. */
export const COMPETITION_PRIOR: PriorTable<CompetitionLevel> = {
  source: { id: 'cb-insights-2014', grade: 'C' },
  logOdds: { low: ln(1.05), moderate: 0, high: ln(0.9), very_high: ln(0.8) },
  sd: ln(1.25) / (2 * 1.96),
};

/** Marketing OR 0.95-1.05 from none to planned ("poor marketing" 14%); kept near 1. */
export const MARKETING_PRIOR: PriorTable<MarketingStrategy> = {
  source: { id: 'cb-insights-2014', grade: 'C' },
  logOdds: {
    none: ln(0.95),
    word_of_mouth: 0,
    digital: ln(1.05),
    multi_channel: ln(1.05),
    partnerships: ln(1.05),
  },
  sd: ln(1.05 / 0.95) / (2 * 1.96),
};

/** No rigorous B2B/B2C source: OR 1.0 (0.9-1.1); the sector carries the difference. */
export const CUSTOMER_TYPE_PRIOR: PriorTable<CustomerType> = {
  source: { id: 'no-source-neutral', grade: 'C' },
  logOdds: { consumers: 0, businesses: 0, government: 0, mixed: 0 },
  sd: ln(1.1 / 0.9) / (2 * 1.96),
};

/** Product type is represented by the sector (model-evidence 4.2): no separate effect. */
export const PRODUCT_TYPE_PRIOR: PriorTable<ProductType> = {
  source: { id: 'census-bds-2019', grade: 'C' },
  logOdds: { physical_goods: 0, services: 0, digital: 0, subscription: 0, marketplace: 0 },
  sd: 0,
};

/** Under-capitalisation (funding still needed well above own capital): OR ~0.8 (Headd 2003; Fairlie & Robb 2007). */
export const UNDERCAPITALISED_LOG_ODDS = ln(0.8);
/**
 * Share of new businesses taken to start under-capitalised, so the prior is centred on the average
 * founder (the BDS base rate includes both kinds): an under-capitalised founder sits (1 - share) x
 * ln(0.8) below the average, a well-capitalised one share x ln(0.8) above; the contrast stays OR 0.8.
 * No source counts under-capitalised starts; the proxy is the 19% of employer start-ups that used a
 * bank loan (Census ABS, quoted by the SBA Office of Advocacy's Small Business Finance FAQ, 2022).
 */
export const UNDERCAPITALISED_SHARE = 0.19;
export const FUNDING_PRIOR_SOURCE: SourceRef = { id: 'fairlie-robb-2007', grade: 'C' };
export const FUNDING_PRIOR_SD = ln(1.25) / (2 * 1.96);
/** Still-needed funding counts as "far above" own capital beyond this ratio. */
export const UNDERCAPITALISED_RATIO = 2;
/** Geometric middle of each funding band, USD. */
export const FUNDING_NEED_TYPICAL_USD: Readonly<Record<FundingNeeds, number>> = {
  none: 0,
  under_50k: 25_000,
  '50k_to_250k': 112_000,
  '250k_to_1m': 500_000,
  over_1m: 2_000_000,
};

/** Whether the funding still needed is far above the founder's own capital. */
export const isUndercapitalised = (needs: FundingNeeds, capitalUsd: number): boolean =>
  FUNDING_NEED_TYPICAL_USD[needs] > UNDERCAPITALISED_RATIO * capitalUsd;

/** ln(OR) of the funding-needs prior at this capital, centred on the average founder. */
export const fundingLogOdds = (needs: FundingNeeds, capitalUsd: number): number =>
  isUndercapitalised(needs, capitalUsd)
    ? (1 - UNDERCAPITALISED_SHARE) * UNDERCAPITALISED_LOG_ODDS
    : -UNDERCAPITALISED_SHARE * UNDERCAPITALISED_LOG_ODDS;
