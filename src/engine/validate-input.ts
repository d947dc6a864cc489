import {
  CAPITAL_INVESTMENT_MAX_USD,
  CAPITAL_INVESTMENT_MIN_USD,
  type CalculatorInput,
  OPTIONAL_VALUES,
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
  for (const [field, values] of Object.entries(OPTIONAL_VALUES)) {
    const value: unknown = input[field as keyof typeof OPTIONAL_VALUES];
    if (value !== undefined && !(values as readonly unknown[]).includes(value)) {
      throw new RangeError(`Invalid ${field}`);
    }
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
