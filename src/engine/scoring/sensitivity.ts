import {
  CAPITAL_INVESTMENT_MAX_USD,
  type CalculatorInput,
  OPTIONAL_VALUES,
  optionalValueOf,
  type OptionalInputName,
  SELECT_VALUES,
  statedInputNames,
} from '../inputs';
import { LOCATION_CODES } from '../locations';
import { type ModelCoefficients, NEW_FIRM_INPUTS } from '../model/model-types';
import type { Sensitivity } from '../prediction-types';
import { marketSizesWithinStep, maxCapitalStepUsd } from '../founder-choices';
import { type Components, computeComponents, type PriorInput } from './components';
import { areaEffect } from './fitted-effects';
import { countryOf, locationEffect } from './location';
import { newFirmShifts } from './new-firm-effects';
import { probabilityOf } from './point-estimate';
import {
  COMPETITION_PRIOR,
  CUSTOMER_TYPE_PRIOR,
  fundingLogOdds,
  MARKETING_PRIOR,
  PRODUCT_TYPE_PRIOR,
} from './priors';
import { STAGE_START_AGE } from './stage';

/**
 * Capital alternatives: a quarter of the stated amount, and the most one step of advice may ask
 * for (founder-choices.ts), within the input bounds. Market alternatives: one band either way,
 * as advice may move it (founder-choices.ts).
 */
export const CAPITAL_DOWN_FACTOR = 0.25;

const PRIOR_LOG_ODDS: Record<PriorInput, (value: string, input: CalculatorInput) => number> = {
  competitionLevel: (value) =>
    COMPETITION_PRIOR.logOdds[value as CalculatorInput['competitionLevel']],
  marketingStrategy: (value) =>
    MARKETING_PRIOR.logOdds[value as CalculatorInput['marketingStrategy']],
  fundingNeeds: (value, input) =>
    fundingLogOdds(value as CalculatorInput['fundingNeeds'], input.capitalInvestment),
  customerType: (value) => CUSTOMER_TYPE_PRIOR.logOdds[value as CalculatorInput['customerType']],
  productType: (value) => PRODUCT_TYPE_PRIOR.logOdds[value as CalculatorInput['productType']],
};
const isPriorInput = (name: string): name is PriorInput => name in PRIOR_LOG_ODDS;

/** Inputs of the new-firm evidence: changing one recomputes those shifts alone. */
const isNewFirmInput = (name: string) => (NEW_FIRM_INPUTS as readonly string[]).includes(name);

const isOptionalInput = (name: string): name is OptionalInputName => name in OPTIONAL_VALUES;

const alternativesOf = (
  input: CalculatorInput,
  name: keyof CalculatorInput,
): readonly (string | number)[] => {
  if (name === 'capitalInvestment') {
    const capital = input.capitalInvestment;
    return [
      capital * CAPITAL_DOWN_FACTOR,
      Math.min(maxCapitalStepUsd(capital), CAPITAL_INVESTMENT_MAX_USD),
    ];
  }
  if (name === 'location') return LOCATION_CODES;
  if (name === 'marketSize') return marketSizesWithinStep(input.marketSize);
  if (isOptionalInput(name)) return OPTIONAL_VALUES[name];
  return SELECT_VALUES[name];
};

/** Probability with one input changed; only the parts that input touches are recomputed. */
const probabilityWith = (
  input: CalculatorInput,
  base: Components,
  name: keyof CalculatorInput,
  value: string | number,
  model: ModelCoefficients,
): number => {
  const changed = { ...input, [name]: value };
  if (
    name === 'location' &&
    !countryOf(String(value), model) &&
    !countryOf(input.location, model)
  ) {
    const centre = model.sectorCentring[input.sector].location;
    const shift = locationEffect(String(value), model, centre).shift - centre;
    return probabilityOf({ ...base, shifts: { ...base.shifts, location: shift } });
  }
  if (isNewFirmInput(name)) {
    return probabilityOf({ ...base, shifts: { ...base.shifts, ...newFirmShifts(changed, model) } });
  }
  if (name === 'areaType') {
    const shift = areaEffect(value as CalculatorInput['areaType'] & string, model.fitted);
    return probabilityOf({ ...base, shifts: { ...base.shifts, areaType: shift } });
  }
  if (name === 'businessStage') {
    return probabilityOf({
      ...base,
      startAge: STAGE_START_AGE[value as CalculatorInput['businessStage']],
    });
  }
  if (isPriorInput(name)) {
    return probabilityOf({
      ...base,
      priors: { ...base.priors, [name]: PRIOR_LOG_ODDS[name](String(value), input) },
    });
  }
  return probabilityOf(computeComponents(changed, model));
};

/** The founder's value of an input: the code (unknown for an absent optional one) or the amount. */
const statedValue = (input: CalculatorInput, name: keyof CalculatorInput): string | number =>
  isOptionalInput(name) ? optionalValueOf(input, name) : input[name];

/**
 * For every input, the probability at its best and worst value among the alternatives (the
 * current value included, so best >= current >= worst). Ties keep the earlier value.
 */
export const computeSensitivity = (
  input: CalculatorInput,
  current: number,
  model: ModelCoefficients,
): Sensitivity[] => {
  const base = computeComponents(input, model);
  return statedInputNames(input).map((name) => {
    const stated = statedValue(input, name);
    let best = { value: stated, probability: current };
    let worst = { ...best };
    for (const value of alternativesOf(input, name)) {
      if (value === stated) continue;
      const probability = probabilityWith(input, base, name, value, model);
      if (probability > best.probability) best = { value, probability };
      if (probability < worst.probability) worst = { value, probability };
    }
    return { input: name, worst, best };
  });
};
