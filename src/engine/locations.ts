/**
 * Supported locations. US states and DC carry a Census BDS state survival rate; Turkey carries
 * TÜİK's survival of Turkish enterprises, and `OTHER` the EU-28 figure (Eurostat), labelled as such.
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** Census FIPS state codes as used in the BDS state file. */
export const FIPS_TO_US_STATE: Readonly<Record<string, UsStateCode>> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
};

/** Countries offered in the form, each with its own base rate (model coefficients, `locations.countries`). */
export const COUNTRY_CODES = ['TR'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const OTHER_LOCATION = 'OTHER';

export const LOCATION_CODES: readonly string[] = [
  ...US_STATE_CODES.map((state) => `US-${state}`),
  ...COUNTRY_CODES,
  OTHER_LOCATION,
];

const LOCATION_SET = new Set(LOCATION_CODES);

export const isLocationCode = (code: string): boolean => LOCATION_SET.has(code);

/** `US-CA` → `CA`; anything else → null. */
export const toUsState = (code: string): UsStateCode | null => {
  if (!code.startsWith('US-') || !LOCATION_SET.has(code)) return null;
  return code.slice(3) as UsStateCode;
};
