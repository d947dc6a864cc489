import {
  AREA_TYPES,
  CAPITAL_INVESTMENT_MAX_USD,
  CAPITAL_INVESTMENT_MIN_USD,
  type CalculatorInput,
  SELECT_VALUES,
} from './inputs';
import { isLocationCode } from './locations';

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
