import {
  AREA_TYPES,
  BUSINESS_STAGES,
  CAPITAL_INVESTMENT_MAX_USD,
  CAPITAL_INVESTMENT_MIN_USD,
  type CalculatorInput,
  COMPETITION_LEVELS,
  CUSTOMER_TYPES,
  EXPERIENCE_LEVELS,
  FUNDING_NEEDS,
  MARKET_SIZES,
  MARKETING_STRATEGIES,
  OPERATION_SCALES,
  PRODUCT_TYPES,
  SECTOR_CODES,
} from './inputs';
import { isLocationCode } from './locations';

/** Value codes of every select input. */
export const SELECT_VALUES = {
  sector: SECTOR_CODES,
  customerType: CUSTOMER_TYPES,
  productType: PRODUCT_TYPES,
  experience: EXPERIENCE_LEVELS,
  businessStage: BUSINESS_STAGES,
  marketSize: MARKET_SIZES,
  fundingNeeds: FUNDING_NEEDS,
  competitionLevel: COMPETITION_LEVELS,
  marketingStrategy: MARKETING_STRATEGIES,
  operationScale: OPERATION_SCALES,
} as const satisfies Partial<Record<keyof CalculatorInput, readonly string[]>>;

/**
 * Throws a RangeError naming the first invalid field. The HTTP boundary validates with Zod first;
 * this guards direct engine callers so a bad code never turns into a silent default.
 */
export const assertCalculatorInput = (input: CalculatorInput): void => {
  for (const [field, values] of Object.entries(SELECT_VALUES)) {
    const value: unknown = input[field as keyof typeof SELECT_VALUES];
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      throw new RangeError(`Invalid ${field}`);
    }
  }
  if (
    input.areaType !== undefined &&
    !(AREA_TYPES as readonly unknown[]).includes(input.areaType)
  ) {
    throw new RangeError('Invalid areaType');
  }
  if (typeof input.location !== 'string' || !isLocationCode(input.location)) {
    throw new RangeError('Invalid location');
  }
  const capital = input.capitalInvestment;
  if (
    !Number.isFinite(capital) ||
    capital < CAPITAL_INVESTMENT_MIN_USD ||
    capital > CAPITAL_INVESTMENT_MAX_USD
  ) {
    throw new RangeError('Invalid capitalInvestment');
  }
};
