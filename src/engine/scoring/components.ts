import { areaTypeOf, type CalculatorInput } from '../inputs';
import { type ModelCoefficients, NEW_FIRM_INPUTS, type NewFirmInput } from '../model/model-types';
import type { InputName, SourceRef } from '../prediction-types';
import { areaEffect, areaEffectSe } from './fitted-effects';
import { logit } from './hazard';
import { countryOf, locationEffect, type LocationEffect } from './location';
import { newFirmShifts, newFirmShiftSd } from './new-firm-effects';
import {
  COMPETITION_PRIOR,
  CUSTOMER_TYPE_PRIOR,
  FUNDING_PRIOR_SD,
  FUNDING_PRIOR_SOURCE,
  fundingLogOdds,
  MARKETING_PRIOR,
  PRIOR_TOTAL_CAP_LOG_ODDS,
  PRODUCT_TYPE_PRIOR,
} from './priors';
import { STAGE_START_AGE } from './stage';

/**
 * Inputs whose effect is a hazard shift from data (BDS location, SBA area type) or from published
 * survival tables of new firms, and those that are literature priors (capped together).
 */
export const SHIFT_INPUTS = ['location', ...NEW_FIRM_INPUTS, 'areaType'] as const;
export const PRIOR_INPUTS = [
  'competitionLevel',
  'marketingStrategy',
  'fundingNeeds',
  'customerType',
  'productType',
] as const;
export type ShiftInput = (typeof SHIFT_INPUTS)[number];
export type PriorInput = (typeof PRIOR_INPUTS)[number];

/** Everything the survival formula needs for one input, split by input. */
export type Components = {
  logitHazards: readonly number[];
  startAge: number;
  /** Hazard-logit shifts against the sector's average new business (0 = no effect). */
  shifts: Record<ShiftInput, number>;
  /** ln(OR) of survival of each prior input (0 = neutral). */
  priors: Record<PriorInput, number>;
  location: LocationEffect;
  /** SD of the shifts and priors together, hazard-logit scale. */
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

/** The published table an effect is fitted on, as the result cites it. */
const newFirmSource = (model: ModelCoefficients, name: NewFirmInput): SourceRef => {
  const fitted = model.newFirm.evidence[name].find((entry) => entry.role === 'fitted');
  return fitted
    ? { id: fitted.source, grade: fitted.grade }
    : { id: 'no-source-neutral', grade: 'C' };
};

/** International trade is the market answer with a published survival table; the rest are priors. */
const marketSource = (input: CalculatorInput, model: ModelCoefficients): SourceRef =>
  input.marketSize === 'international'
    ? newFirmSource(model, 'marketSize')
    : { id: 'cb-insights-2014', grade: 'C' };

/** `withUncertainty` adds the effect SD (the interval needs it; sensitivity does not). */
export const computeComponents = (
  input: CalculatorInput,
  model: ModelCoefficients,
  withUncertainty = false,
): Components => {
  const centre = model.sectorCentring[input.sector];
  const location = locationEffect(input.location, model, centre.location);
  const area = areaTypeOf(input);
  const newFirm = newFirmShifts(input, model);
  const effectSd = withUncertainty
    ? Math.sqrt(
        newFirmShiftSd(newFirm, model) ** 2 +
          areaEffectSe(area, model.fitted) ** 2 +
          location.sd ** 2 +
          COMPETITION_PRIOR.sd ** 2 +
          MARKETING_PRIOR.sd ** 2 +
          CUSTOMER_TYPE_PRIOR.sd ** 2 +
          FUNDING_PRIOR_SD ** 2,
      )
    : 0;
  return {
    logitHazards: logitHazardsOf(model, input.sector, input.location),
    startAge: STAGE_START_AGE[input.businessStage],
    shifts: {
      location: location.shift - centre.location,
      ...newFirm,
      // Not centred per sector: unknown must stay exactly neutral; the sector anchor absorbs the rest.
      areaType: areaEffect(area, model.fitted),
    },
    priors: {
      competitionLevel: COMPETITION_PRIOR.logOdds[input.competitionLevel],
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
      capitalInvestment: newFirmSource(model, 'capitalInvestment'),
      operationScale: newFirmSource(model, 'operationScale'),
      legalForm: newFirmSource(model, 'legalForm'),
      experience: newFirmSource(model, 'experience'),
      marketSize: marketSource(input, model),
      timeCommitment: newFirmSource(model, 'timeCommitment'),
      areaType: { id: 'sba-7a-li-2018', grade: 'A' },
      competitionLevel: COMPETITION_PRIOR.source,
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
