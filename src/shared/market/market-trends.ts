import committed from './market-trends.json';

/** The BDS sector trends written by scripts/derive/market-derive.ts (validated by the market contract where used). */
export const MARKET_TRENDS: unknown = committed;
