import { areaTypeOf, type CalculatorInput } from '../inputs';
import type { ModelCoefficients } from '../model/model-types';
import type { InputName, SourceRef } from '../prediction-types';
import {
  areaEffect,
  areaEffectSe,
  capitalEffect,
  fittedEffectSe,
  scaleEffect,
} from './fitted-effects';
import { logit } from './hazard';
import { countryOf, locationEffect, type LocationEffect } from './location';
import {
  COMPETITION_PRIOR,
  CUSTOMER_TYPE_PRIOR,
  EXPERIENCE_PRIOR,
  FUNDING_PRIOR_SD,
  FUNDING_PRIOR_SOURCE,
  fundingLogOdds,
  MARKET_SIZE_PRIOR,
  MARKETING_PRIOR,
  PRIOR_TOTAL_CAP_LOG_ODDS,
  PRODUCT_TYPE_PRIOR,
} from './priors';
import { STAGE_START_AGE } from './stage';

/** Inputs whose effect is a fitted hazard shift, and those that are literature priors. */
export const FITTED_INPUTS = [
  'location',
  'capitalInvestment',
  'operationScale',
  'areaType',
] as const;
export const PRIOR_INPUTS = [
  'experience',
  'competitionLevel',
  'marketSize',
  'marketingStrategy',
  'fundingNeeds',
  'customerType',
  'productType',
] as const;

/** Everything the survival formula needs for one input, split by input. */
export type Components = {
  logitHazards: readonly number[];
  startAge: number;
  /** Centred hazard-logit shifts of the fitted inputs (0 = the sector's typical business). */
  fitted: Record<(typeof FITTED_INPUTS)[number], number>;
  /** ln(OR) of survival of each prior input (0 = neutral). */
  priors: Record<(typeof PRIOR_INPUTS)[number], number>;
  location: LocationEffect;
  /** SD of the fitted + prior parts, hazard-logit scale. */
  effectSd: number;
  sources: Partial<Record<InputName, SourceRef>>;
};

const logitCache = new WeakMap<object, Map<string, number[]>>();

/**
 * The sector's anchored hazard logits by age; for a country with its own base rate, plus the
 * country's age pattern (its level is the location shift, so attribution can report it).
 */
const logitHazardsOf = (
  model: ModelCoefficients,
  sector: CalculatorInput['sector'],
  location: string,
) => {
  let cache = logitCache.get(model);
  if (!cache) {
    cache = new Map();
    logitCache.set(model, cache);
  }
  const country = countryOf(location, model);
  const key = country ? `${sector}|${location}` : sector;
  let cached = cache.get(key);
  if (!cached) {
    const anchor = model.sectorCentring[sector].anchorShift;
    cached = model.hazards.sectors[sector].hazards.map(
      (hazard, age) => logit(hazard) + anchor + (country?.ageShape[age] ?? 0),
    );
    cache.set(key, cached);
  }
  return cached;
};

/** `withUncertainty` adds the effect SD (the interval needs it; sensitivity does not). */
export const computeComponents = (
  input: CalculatorInput,
  model: ModelCoefficients,
  withUncertainty = false,
): Components => {
  const centre = model.sectorCentring[input.sector];
  const location = locationEffect(input.location, model, centre.location);
  const priorSds = [
    EXPERIENCE_PRIOR.sd,
    COMPETITION_PRIOR.sd,
    MARKET_SIZE_PRIOR.sd,
    MARKETING_PRIOR.sd,
    CUSTOMER_TYPE_PRIOR.sd,
    FUNDING_PRIOR_SD,
  ];
  const area = areaTypeOf(input);
  const fittedSe = withUncertainty
    ? Math.hypot(
        fittedEffectSe(input.capitalInvestment, input.operationScale, model.fitted),
        areaEffectSe(area, model.fitted),
      )
    : 0;
  const effectSd = withUncertainty
    ? Math.sqrt(fittedSe ** 2 + location.sd ** 2 + priorSds.reduce((sum, sd) => sum + sd ** 2, 0))
    : 0;
  return {
    logitHazards: logitHazardsOf(model, input.sector, input.location),
    startAge: STAGE_START_AGE[input.businessStage],
    fitted: {
      location: location.shift - centre.location,
      capitalInvestment: capitalEffect(input.capitalInvestment, model.fitted) - centre.capital,
      operationScale: scaleEffect(input.operationScale, model.fitted) - centre.scale,
      // Not centred per sector: unknown must stay exactly neutral; the sector anchor absorbs the rest.
      areaType: areaEffect(area, model.fitted),
    },
    priors: {
      experience: EXPERIENCE_PRIOR.logOdds[input.experience],
      competitionLevel: COMPETITION_PRIOR.logOdds[input.competitionLevel],
      marketSize: MARKET_SIZE_PRIOR.logOdds[input.marketSize],
      marketingStrategy: MARKETING_PRIOR.logOdds[input.marketingStrategy],
      fundingNeeds: fundingLogOdds(input.fundingNeeds, input.capitalInvestment),
      customerType: CUSTOMER_TYPE_PRIOR.logOdds[input.customerType],
      productType: PRODUCT_TYPE_PRIOR.logOdds[input.productType],
    },
    location,
    effectSd,
    sources: {
      sector: { id: 'census-bds-2019', grade: 'A' },
      businessStage: { id: 'census-bds-2019', grade: 'A' },
      location: location.base.source,
      capitalInvestment: { id: 'sba-7a-li-2018', grade: 'A' },
      operationScale: { id: 'sba-7a-li-2018', grade: 'A' },
      areaType: { id: 'sba-7a-li-2018', grade: 'A' },
      experience: EXPERIENCE_PRIOR.source,
      competitionLevel: COMPETITION_PRIOR.source,
      marketSize: MARKET_SIZE_PRIOR.source,
      marketingStrategy: MARKETING_PRIOR.source,
      fundingNeeds: FUNDING_PRIOR_SOURCE,
      customerType: CUSTOMER_TYPE_PRIOR.source,
      productType: PRODUCT_TYPE_PRIOR.source,
    },
  };
};

/** Sum of prior ln(OR), capped (grade-C priors together stay small). */
export const cappedPriorLogOdds = (sum: number): number =>
  Math.min(Math.max(sum, -PRIOR_TOTAL_CAP_LOG_ODDS), PRIOR_TOTAL_CAP_LOG_ODDS);
