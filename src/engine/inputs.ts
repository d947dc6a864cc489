/**
 * The calculator's inputs (12 required, 1 optional) as stable value codes. Labels, help text and translations live in
 * src/shared (calculator fields); the engine works only with these codes.
 */

/** Sectors by 2-digit NAICS, as in Census BDS (55, management of companies, is not a startup sector). */
export const SECTORS = {
  agriculture: '11',
  mining: '21',
  utilities: '22',
  construction: '23',
  manufacturing: '31-33',
  wholesale: '42',
  retail: '44-45',
  transportation: '48-49',
  information: '51',
  finance: '52',
  real_estate: '53',
  professional_services: '54',
  administrative_services: '56',
  education: '61',
  health_care: '62',
  arts_entertainment: '71',
  accommodation_food: '72',
  other_services: '81',
} as const;
export type Sector = keyof typeof SECTORS;
export const SECTOR_CODES = Object.keys(SECTORS) as Sector[];

/** BDS sector code ('44-45') → sector. */
export const SECTOR_BY_BDS_CODE = Object.fromEntries(
  SECTOR_CODES.map((sector) => [SECTORS[sector], sector]),
) as Readonly<Record<string, Sector>>;

/** A NAICS code ('722110') → its sector by the first two digits; null for 0, blanks, 55 and 92. */
export const sectorOfNaics = (naics: string): Sector | null => {
  const prefix = Number(naics.trim().slice(0, 2));
  const found = SECTOR_CODES.find((sector) => {
    const [first = NaN, last = first] = SECTORS[sector].split('-').map(Number);
    return prefix >= first && prefix <= last;
  });
  return found ?? null;
};

/**
 * The value codes of every select input but the sector, each list in its display order; the
 * constants and types below are read from it.
 */
const SELECT_CODES = {
  customerType: ['consumers', 'businesses', 'government', 'mixed'],
  productType: ['physical_goods', 'services', 'digital', 'subscription', 'marketplace'],
  experience: ['none', 'under_2_years', '2_to_5_years', '5_to_10_years', 'over_10_years'],
  /** Where the business is in its life; shifts the starting firm age of the survival curve. */
  businessStage: [
    'idea',
    'planning',
    'launched_under_1_year',
    'operating_1_to_3_years',
    'operating_over_3_years',
  ],
  marketSize: ['niche', 'local', 'regional', 'national', 'international'],
  /** External funding still needed beyond the founder's own capital. */
  fundingNeeds: ['none', 'under_50k', '50k_to_250k', '250k_to_1m', 'over_1m'],
  competitionLevel: ['low', 'moderate', 'high', 'very_high'],
  marketingStrategy: ['none', 'word_of_mouth', 'digital', 'multi_channel', 'partnerships'],
  /** Headcount including the founders (SBA NoEmp maps here). */
  operationScale: ['solo', '2_to_5', '6_to_20', '21_to_100', 'over_100'],
} as const;
type SelectCode<Name extends keyof typeof SELECT_CODES> = (typeof SELECT_CODES)[Name][number];

export const {
  customerType: CUSTOMER_TYPES,
  productType: PRODUCT_TYPES,
  experience: EXPERIENCE_LEVELS,
  businessStage: BUSINESS_STAGES,
  marketSize: MARKET_SIZES,
  fundingNeeds: FUNDING_NEEDS,
  competitionLevel: COMPETITION_LEVELS,
  marketingStrategy: MARKETING_STRATEGIES,
  operationScale: OPERATION_SCALES,
} = SELECT_CODES;
export type CustomerType = SelectCode<'customerType'>;
export type ProductType = SelectCode<'productType'>;
export type ExperienceLevel = SelectCode<'experience'>;
export type BusinessStage = SelectCode<'businessStage'>;
export type MarketSize = SelectCode<'marketSize'>;
export type FundingNeeds = SelectCode<'fundingNeeds'>;
export type CompetitionLevel = SelectCode<'competitionLevel'>;
export type MarketingStrategy = SelectCode<'marketingStrategy'>;
export type OperationScale = SelectCode<'operationScale'>;

/**
 * Urban or rural area (SBA UrbanRural 1 / 2). Optional: absent and `unknown` are the same and have
 * no effect (the SBA fit uses only loans where the flag was recorded).
 */
export const AREA_TYPES = ['urban', 'rural', 'unknown'] as const;
export type AreaType = (typeof AREA_TYPES)[number];
export const AREA_TYPE_UNKNOWN: AreaType = 'unknown';

/**
 * Legal form at start (model 2026.12-3): a sole proprietorship, a partnership, or a limited company
 * (LLC or corporation; SARL or SAS in France, Ltd. Şti. or A.Ş. in Turkey). Optional: absent and
 * `unknown` have no effect.
 */
export const LEGAL_FORMS = [
  'sole_proprietorship',
  'partnership',
  'limited_company',
  'unknown',
] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/**
 * Whether the business is the founder's main activity or a side business run beside another job
 * (model 2026.12-3). Optional: absent and `unknown` have no effect.
 */
export const TIME_COMMITMENTS = ['full_time', 'side_business', 'unknown'] as const;
export type TimeCommitment = (typeof TIME_COMMITMENTS)[number];

/** Every optional input's codes; each list ends with `unknown`, which is the same as absent. */
export const OPTIONAL_VALUES = {
  areaType: AREA_TYPES,
  legalForm: LEGAL_FORMS,
  timeCommitment: TIME_COMMITMENTS,
} as const satisfies Partial<Record<keyof CalculatorInput, readonly string[]>>;
export type OptionalInputName = keyof typeof OPTIONAL_VALUES;
export const UNKNOWN_CODE = 'unknown';

/** Starting capital in US dollars (SBA DisbursementGross maps here). */
export const CAPITAL_INVESTMENT_MIN_USD = 0;
export const CAPITAL_INVESTMENT_MAX_USD = 100_000_000;

/**
 * Location: a US state as `US-XX` (ISO 3166-2), a country as its ISO 3166-1 alpha-2 code, or
 * `OTHER`. The list of supported codes is defined by the model's location table.
 */
export type LocationCode = string;

export type CalculatorInput = {
  sector: Sector;
  customerType: CustomerType;
  productType: ProductType;
  location: LocationCode;
  experience: ExperienceLevel;
  businessStage: BusinessStage;
  marketSize: MarketSize;
  fundingNeeds: FundingNeeds;
  capitalInvestment: number;
  competitionLevel: CompetitionLevel;
  marketingStrategy: MarketingStrategy;
  operationScale: OperationScale;
  /** Optional; absent = `unknown` (no effect). Added in model 2026.12-1. */
  areaType?: AreaType;
  /** Optional; absent = `unknown` (no effect). Added in model 2026.12-3. */
  legalForm?: LegalForm;
  /** Optional; absent = `unknown` (no effect). Added in model 2026.12-3. */
  timeCommitment?: TimeCommitment;
};

/** The 12 required inputs in form order (the order of contributions and sensitivity). */
export const CALCULATOR_INPUT_NAMES = [
  'sector',
  'customerType',
  'productType',
  'location',
  'experience',
  'businessStage',
  'marketSize',
  'fundingNeeds',
  'capitalInvestment',
  'competitionLevel',
  'marketingStrategy',
  'operationScale',
] as const satisfies readonly (keyof CalculatorInput)[];

/**
 * Optional inputs, after the required ones. They appear in contributions, sensitivity and the
 * input hash only when known, so results and hashes of inputs without them do not change.
 */
export const OPTIONAL_INPUT_NAMES = Object.keys(OPTIONAL_VALUES) as OptionalInputName[];

/** An optional input's code, absent read as `unknown`. */
export const optionalValueOf = <Name extends OptionalInputName>(
  input: Pick<CalculatorInput, OptionalInputName>,
  name: Name,
): (typeof OPTIONAL_VALUES)[Name][number] => input[name] ?? UNKNOWN_CODE;

/** The area type of an input, absent read as unknown. */
export const areaTypeOf = (input: Pick<CalculatorInput, 'areaType'>): AreaType =>
  optionalValueOf(input, 'areaType');

/** Required inputs, then the optional inputs this input states (not unknown). */
export const statedInputNames = (input: CalculatorInput): (keyof CalculatorInput)[] => [
  ...CALCULATOR_INPUT_NAMES,
  ...OPTIONAL_INPUT_NAMES.filter((name) => optionalValueOf(input, name) !== UNKNOWN_CODE),
];

/** Value codes of every select input. */
export const SELECT_VALUES = {
  sector: SECTOR_CODES,
  ...SELECT_CODES,
} as const satisfies Partial<Record<keyof CalculatorInput, readonly string[]>>;

/** A complete, valid input (a small café in Texas, about a 46% score): the calculator's example. */
export const EXAMPLE_CALCULATOR_INPUT: CalculatorInput = {
  sector: 'accommodation_food',
  customerType: 'consumers',
  productType: 'physical_goods',
  location: 'US-TX',
  experience: '2_to_5_years',
  businessStage: 'planning',
  marketSize: 'local',
  fundingNeeds: 'under_50k',
  capitalInvestment: 80_000,
  competitionLevel: 'high',
  marketingStrategy: 'multi_channel',
  operationScale: '2_to_5',
};
