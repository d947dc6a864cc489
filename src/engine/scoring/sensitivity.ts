import {
  AREA_TYPES,
  areaTypeOf,
  CAPITAL_INVESTMENT_MAX_USD,
  type CalculatorInput,
  statedInputNames,
} from '../inputs';
import { LOCATION_CODES } from '../locations';
import type { ModelCoefficients } from '../model/model-types';
import type { Sensitivity } from '../prediction-types';
import { SELECT_VALUES } from '../inputs';
import { type Components, computeComponents, type PRIOR_INPUTS } from './components';
import { maxCapitalStepUsd } from '../founder-choices';
import { areaEffect, scaleEffect } from './fitted-effects';
import { countryOf, locationEffect } from './location';
import { probabilityOf } from './point-estimate';
import {
  COMPETITION_PRIOR,
  CUSTOMER_TYPE_PRIOR,
  EXPERIENCE_PRIOR,
  fundingLogOdds,
  MARKET_SIZE_PRIOR,
  MARKETING_PRIOR,
  PRODUCT_TYPE_PRIOR,
} from './priors';
import { STAGE_START_AGE } from './stage';

/**
 * Capital alternatives: a quarter of the stated amount, and the most one step of advice may ask
 * for (founder-choices.ts), within the input bounds.
 */
export const CAPITAL_DOWN_FACTOR = 0.25;

type PriorInput = (typeof PRIOR_INPUTS)[number];
const PRIOR_LOG_ODDS: Record<PriorInput, (value: string, input: CalculatorInput) => number> = {
  experience: (value) => EXPERIENCE_PRIOR.logOdds[value as CalculatorInput['experience']],
  competitionLevel: (value) =>
    COMPETITION_PRIOR.logOdds[value as CalculatorInput['competitionLevel']],
  marketSize: (value) => MARKET_SIZE_PRIOR.logOdds[value as CalculatorInput['marketSize']],
  marketingStrategy: (value) =>
    MARKETING_PRIOR.logOdds[value as CalculatorInput['marketingStrategy']],
  fundingNeeds: (value, input) =>
    fundingLogOdds(value as CalculatorInput['fundingNeeds'], input.capitalInvestment),
  customerType: (value) => CUSTOMER_TYPE_PRIOR.logOdds[value as CalculatorInput['customerType']],
  productType: (value) => PRODUCT_TYPE_PRIOR.logOdds[value as CalculatorInput['productType']],
};
const isPriorInput = (name: string): name is PriorInput => name in PRIOR_LOG_ODDS;

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
  if (name === 'areaType') return AREA_TYPES;
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
  const centre = model.sectorCentring[input.sector];
  if (
    name === 'location' &&
    !countryOf(String(value), model) &&
    !countryOf(input.location, model)
  ) {
    const shift = locationEffect(String(value), model, centre.location).shift - centre.location;
    return probabilityOf({ ...base, fitted: { ...base.fitted, location: shift } });
  }
  if (name === 'operationScale') {
    const shift =
      scaleEffect(value as CalculatorInput['operationScale'], model.fitted) - centre.scale;
    return probabilityOf({ ...base, fitted: { ...base.fitted, operationScale: shift } });
  }
  if (name === 'areaType') {
    const shift = areaEffect(value as (typeof AREA_TYPES)[number], model.fitted);
    return probabilityOf({ ...base, fitted: { ...base.fitted, areaType: shift } });
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
  return probabilityOf(computeComponents({ ...input, [name]: value }, model));
};

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
    const stated = name === 'areaType' ? areaTypeOf(input) : input[name];
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
