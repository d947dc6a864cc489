import type { CalculatorInput } from '../inputs';
import type { FactorName, InputName } from '../prediction-types';
import { SECTOR_SURVIVAL_RANGE_PERCENT } from './evidence-constants';

/**
 * Where a value sits on a 0-100 "more favourable" scale for one factor. These orderings are
 * stated judgements (e.g. more experience is better, lower competition is better), not measured
 * effects; the measured part of a rating comes from the model's contributions.
 */
type PositionTable = Readonly<Record<string, number>>;

const EXPERIENCE: PositionTable = {
  none: 0,
  under_2_years: 25,
  '2_to_5_years': 50,
  '5_to_10_years': 75,
  over_10_years: 100,
};
const MARKET_SIZE: PositionTable = {
  niche: 0,
  local: 25,
  regional: 50,
  national: 75,
  international: 100,
};
const COMPETITION: PositionTable = { low: 100, moderate: 67, high: 33, very_high: 0 };
const MARKETING: PositionTable = {
  none: 0,
  word_of_mouth: 40,
  digital: 70,
  partnerships: 70,
  multi_channel: 100,
};
const TEAM_SIZE: PositionTable = {
  solo: 0,
  '2_to_5': 25,
  '6_to_20': 50,
  '21_to_100': 75,
  over_100: 100,
};
const FUNDING_GAP: PositionTable = {
  none: 100,
  under_50k: 75,
  '50k_to_250k': 50,
  '250k_to_1m': 25,
  over_1m: 0,
};
const STAGE: PositionTable = {
  idea: 0,
  planning: 25,
  launched_under_1_year: 50,
  operating_1_to_3_years: 75,
  operating_over_3_years: 100,
};
/** Recurring revenue is the most predictable; one-off sales the least (structural judgement). */
const PRODUCT_REVENUE: PositionTable = {
  subscription: 100,
  marketplace: 75,
  digital: 75,
  physical_goods: 50,
  services: 50,
};
/** Near-zero marginal cost scales most easily; labour-bound services least. */
const PRODUCT_SCALABILITY: PositionTable = {
  digital: 100,
  subscription: 90,
  marketplace: 80,
  physical_goods: 40,
  services: 20,
};

/** Capital on a log scale: 0 at or below $5k, 100 at or above $1M. */
export const CAPITAL_POSITION_RANGE_USD = { low: 5_000, high: 1_000_000 } as const;

function capitalPosition(capitalUsd: number): number {
  const { low, high } = CAPITAL_POSITION_RANGE_USD;
  if (!(capitalUsd > low)) return 0;
  if (capitalUsd >= high) return 100;
  return (100 * Math.log(capitalUsd / low)) / Math.log(high / low);
}

function sectorPosition(baselinePercent: number): number {
  const { lowest, highest } = SECTOR_SURVIVAL_RANGE_PERCENT;
  const position = (100 * (baselinePercent - lowest)) / (highest - lowest);
  return Math.min(100, Math.max(0, position));
}

/** The position (0-100) of the user's value of `name` for `factor`, or null if unordered. */
export function valuePosition(options: {
  factor: FactorName;
  name: InputName;
  input: CalculatorInput;
  baselinePercent: number;
}): number | null {
  const { factor, name, input } = options;
  switch (name) {
    case 'experience':
      return EXPERIENCE[input.experience] ?? null;
    case 'marketSize':
      return MARKET_SIZE[input.marketSize] ?? null;
    case 'competitionLevel':
      return COMPETITION[input.competitionLevel] ?? null;
    case 'marketingStrategy':
      return MARKETING[input.marketingStrategy] ?? null;
    case 'operationScale':
      return TEAM_SIZE[input.operationScale] ?? null;
    case 'fundingNeeds':
      return FUNDING_GAP[input.fundingNeeds] ?? null;
    case 'businessStage':
      return STAGE[input.businessStage] ?? null;
    case 'capitalInvestment':
      return capitalPosition(input.capitalInvestment);
    case 'productType':
      return (
        (factor === 'scalability' ? PRODUCT_SCALABILITY : PRODUCT_REVENUE)[input.productType] ??
        null
      );
    case 'sector':
      return sectorPosition(options.baselinePercent);
    default:
      return null;
  }
}
