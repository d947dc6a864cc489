import {
  type MarketDashboardResponse,
  MarketDashboardResponseSchema,
} from '#shared/contracts/market';
import { MARKET_COMPANIES } from '#shared/market/companies';
import { MARKET_TRENDS } from '#shared/market/market-trends';

/*
 * The dashboard's data is static (derived once by scripts/derive/market-derive.ts, curated companies), so
 * it is parsed once at start: a malformed JSON fails the server's start, not a visitor's request.
 */
const DASHBOARD: MarketDashboardResponse = MarketDashboardResponseSchema.parse({
  trends: MARKET_TRENDS,
  companies: MARKET_COMPANIES,
});

export const getMarketDashboard = (): MarketDashboardResponse => DASHBOARD;
