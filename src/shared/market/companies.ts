import type { MarketCompany } from '#shared/contracts/market';

/*
 * Large US-listed companies per sector, as well-known examples (not a ranking). Only facts that
 * are stable and public: founding year, headquarters, exchange and ticker. Revenue and market
 * share are left out on purpose: they change every year and would need a filing each.
 * Founding years are the ones the companies give for themselves, for some through a predecessor
 * (UPS, CBRE, WM). Sectors without an entry have none we could state with certainty.
 */

const TEN_K =
  'Form 10-K for fiscal 2024 on SEC EDGAR (cover page: principal executive offices, exchange, ticker); founding year from the company’s published history';
const AS_OF = '2025-03-31';

/** EDGAR's company search takes a ticker as well as a CIK and lists the company's 10-K filings. */
const edgarFilings = (ticker: string) =>
  `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${ticker}&type=10-K`;

const company = (
  name: string,
  sector: MarketCompany['sector'],
  founded: number,
  headquarters: string,
  exchange: MarketCompany['exchange'],
  ticker: string,
): MarketCompany => ({
  name,
  sector,
  founded,
  headquarters,
  exchange,
  ticker,
  source: TEN_K,
  sourceUrl: edgarFilings(ticker),
  asOf: AS_OF,
});

export const MARKET_COMPANIES: readonly MarketCompany[] = [
  company('D.R. Horton, Inc.', 'construction', 1978, 'Arlington, Texas', 'NYSE', 'DHI'),
  company('Lennar Corporation', 'construction', 1954, 'Miami, Florida', 'NYSE', 'LEN'),
  company('Ford Motor Company', 'manufacturing', 1903, 'Dearborn, Michigan', 'NYSE', 'F'),
  company('The Procter & Gamble Company', 'manufacturing', 1837, 'Cincinnati, Ohio', 'NYSE', 'PG'),
  company('Duke Energy Corporation', 'utilities', 1904, 'Charlotte, North Carolina', 'NYSE', 'DUK'),
  company('McKesson Corporation', 'wholesale', 1833, 'Irving, Texas', 'NYSE', 'MCK'),
  company('Sysco Corporation', 'wholesale', 1969, 'Houston, Texas', 'NYSE', 'SYY'),
  company('Costco Wholesale Corporation', 'retail', 1983, 'Issaquah, Washington', 'Nasdaq', 'COST'),
  company('The Home Depot, Inc.', 'retail', 1978, 'Atlanta, Georgia', 'NYSE', 'HD'),
  company('United Parcel Service, Inc.', 'transportation', 1907, 'Atlanta, Georgia', 'NYSE', 'UPS'),
  company('FedEx Corporation', 'transportation', 1971, 'Memphis, Tennessee', 'NYSE', 'FDX'),
  company('Microsoft Corporation', 'information', 1975, 'Redmond, Washington', 'Nasdaq', 'MSFT'),
  company(
    'Comcast Corporation',
    'information',
    1963,
    'Philadelphia, Pennsylvania',
    'Nasdaq',
    'CMCSA',
  ),
  company('The Goldman Sachs Group, Inc.', 'finance', 1869, 'New York, New York', 'NYSE', 'GS'),
  company('The Charles Schwab Corporation', 'finance', 1971, 'Westlake, Texas', 'NYSE', 'SCHW'),
  company('CBRE Group, Inc.', 'real_estate', 1906, 'Dallas, Texas', 'NYSE', 'CBRE'),
  company(
    'Automatic Data Processing, Inc.',
    'professional_services',
    1949,
    'Roseland, New Jersey',
    'Nasdaq',
    'ADP',
  ),
  company(
    'Waste Management, Inc.',
    'administrative_services',
    1968,
    'Houston, Texas',
    'NYSE',
    'WM',
  ),
  company('HCA Healthcare, Inc.', 'health_care', 1968, 'Nashville, Tennessee', 'NYSE', 'HCA'),
  company(
    'Planet Fitness, Inc.',
    'arts_entertainment',
    1992,
    'Hampton, New Hampshire',
    'NYSE',
    'PLNT',
  ),
  company(
    'Starbucks Corporation',
    'accommodation_food',
    1971,
    'Seattle, Washington',
    'Nasdaq',
    'SBUX',
  ),
  company(
    'Hilton Worldwide Holdings Inc.',
    'accommodation_food',
    1919,
    'McLean, Virginia',
    'NYSE',
    'HLT',
  ),
  company(
    'Service Corporation International',
    'other_services',
    1962,
    'Houston, Texas',
    'NYSE',
    'SCI',
  ),
];
