import companies from './companies.json';

/*
 * Large US-listed companies per sector, as well-known examples (not a ranking), listed in
 * companies.json in sector order. Only facts that are stable and public: founding year,
 * headquarters, exchange and ticker. Revenue and market share are left out on purpose: they
 * change every year and would need a filing each. Founding years are the ones the companies give
 * for themselves, for some through a predecessor (UPS, CBRE, WM). Sectors without an entry have
 * none we could state with certainty.
 */

const TEN_K =
  'Form 10-K for fiscal 2024 on SEC EDGAR (cover page: principal executive offices, exchange, ticker); founding year from the company’s published history';
const AS_OF = '2025-03-31';

/** EDGAR's company search takes a ticker as well as a CIK and lists the company's 10-K filings. */
const edgarFilings = (ticker: string) =>
  `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${ticker}&type=10-K`;

/** The companies' facts in companies.json; the market service validates them at start. */
export const MARKET_COMPANIES = companies.map((company) => ({
  ...company,
  source: TEN_K,
  sourceUrl: edgarFilings(company.ticker),
  asOf: AS_OF,
}));
