import {
  CAPITAL_INVESTMENT_MAX_USD,
  CALCULATOR_INPUT_NAMES,
  type CalculatorInput,
} from '../inputs';
import { LOCATION_CODES } from '../locations';
import type { ModelCoefficients } from '../model/model-types';
import type { Sensitivity } from '../prediction-types';
import { SELECT_VALUES } from '../validate-input';
import { computeComponents } from './components';
import { CAPITAL_FLOOR_USD } from './fitted-effects';
import { probabilityOf } from './point-estimate';

/** Capital alternatives: a quarter and four times the stated amount (within the input bounds). */
export const CAPITAL_DOWN_FACTOR = 0.25;
export const CAPITAL_UP_FACTOR = 4;

const alternativesOf = (input: CalculatorInput, name: keyof CalculatorInput) => {
  if (name === 'capitalInvestment') {
    const capital = input.capitalInvestment;
    return [
      capital * CAPITAL_DOWN_FACTOR,
      Math.min(
        Math.max(capital, CAPITAL_FLOOR_USD) * CAPITAL_UP_FACTOR,
        CAPITAL_INVESTMENT_MAX_USD,
      ),
    ];
  }
  if (name === 'location') return LOCATION_CODES;
  return SELECT_VALUES[name];
};

/**
 * For every input, the probability at its best and worst value among the alternatives (the
 * current value included, so best >= current >= worst). Ties keep the earlier value.
 */
export const computeSensitivity = (
  input: CalculatorInput,
  current: number,
  model: ModelCoefficients,
): Sensitivity[] =>
  CALCULATOR_INPUT_NAMES.map((name) => {
    let best = { value: input[name], probability: current };
    let worst = { ...best };
    for (const value of alternativesOf(input, name)) {
      if (value === input[name]) continue;
      const probability = probabilityOf(computeComponents({ ...input, [name]: value }, model));
      if (probability > best.probability) best = { value, probability };
      if (probability < worst.probability) worst = { value, probability };
    }
    return { input: name, worst, best };
  });
