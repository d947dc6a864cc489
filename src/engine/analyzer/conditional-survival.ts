import type { CalculatorInput } from '../inputs';
import { COEFFICIENTS } from '../model/coefficients';
import type { ModelCoefficients } from '../model/model-types';
import type { SourceRef } from '../prediction-types';
import { computeComponents } from '../scoring/components';
import { HORIZON_YEARS, logistic } from '../scoring/hazard';
import { Z_80 } from '../scoring/interval';
import { totalShift } from '../scoring/point-estimate';
import { assertCalculatorInput } from '../validate-input';

/** The model's horizon in months from founding: the estimate is "still operating at 5 years". */
export const HORIZON_MONTHS = HORIZON_YEARS * 12;
/** Upper bound of months operating the analyzer accepts (50 years). */
export const MAX_MONTHS_OPERATING = 600;

export type ConditionalSurvival = {
  monthsOperating: number;
  /** True once the business is 5 years old or more: the horizon is behind it. */
  pastHorizon: boolean;
  /** P(operating at 60 months from founding | operating at `monthsOperating`), with the plan's inputs. */
  probability: number;
  /** 80% interval of `probability`: the engine's band on the hazard-logit shift. */
  interval: { low: number; high: number };
  /** The same plan's estimate at founding (month 0): what the figures are compared against. */
  atFounding: number;
  /** Census BDS share of this sector's firms of the current full age that closed within a year; null from age 5. */
  sectorHazardThisYear: number | null;
  /** The engine's sector baseline: 5-year survival at founding before any other input. */
  sectorBaseline: number;
  source: SourceRef;
  modelVersion: string;
};

const round6 = (value: number) => Math.round(value * 1e6) / 1e6 + 0;

/**
 * Survival from founding to `months`, with the engine's annual hazards (hazard from age a to a+1 at
 * index a) held constant within each year of age: (1 - h)^(fraction of the year).
 */
export const survivalToMonth = (
  logitHazards: readonly number[],
  shift: number,
  months: number,
): number => {
  const years = Math.min(months, HORIZON_MONTHS) / 12;
  const fullYears = Math.floor(years);
  let survival = 1;
  for (let age = 0; age < fullYears; age += 1) {
    survival *= 1 - logistic((logitHazards[age] ?? 0) + shift);
  }
  const fraction = years - fullYears;
  if (fraction > 0) survival *= (1 - logistic((logitHazards[fullYears] ?? 0) + shift)) ** fraction;
  return survival;
};

/** S(60 months) / S(months): the chance of reaching year 5 given survival so far (1 once past it). */
const conditional = (logitHazards: readonly number[], shift: number, months: number) =>
  survivalToMonth(logitHazards, shift, HORIZON_MONTHS) /
  survivalToMonth(logitHazards, shift, months);

/**
 * Stage-adjusted survival of an operating business: the plan's hazards and shift (the same
 * components as `predictCore`), conditioned on the months it has already survived. The plan's
 * `businessStage` is ignored: the exact months replace the stage's representative age. Revenue,
 * costs, customers and cash do not enter: the model has no sourced coefficient for them
 * (README.md beside this file).
 */
export const conditionalSurvival = (
  input: CalculatorInput,
  monthsOperating: number,
  model: ModelCoefficients = COEFFICIENTS,
): ConditionalSurvival => {
  assertCalculatorInput(input);
  if (
    !Number.isInteger(monthsOperating) ||
    monthsOperating < 0 ||
    monthsOperating > MAX_MONTHS_OPERATING
  ) {
    throw new RangeError(`monthsOperating must be an integer 0..${MAX_MONTHS_OPERATING}`);
  }
  const components = computeComponents(input, model, true);
  const shift = totalShift(components);
  const sd = Math.sqrt(model.cohortSpread.hazardLogitSd ** 2 + components.effectSd ** 2);
  const hazards = components.logitHazards;
  const age = Math.floor(monthsOperating / 12);
  const bdsHazard = model.hazards.sectors[input.sector].hazards[age];
  return {
    monthsOperating,
    pastHorizon: monthsOperating >= HORIZON_MONTHS,
    probability: round6(conditional(hazards, shift, monthsOperating)),
    // Conditional survival falls as the shift (risk) rises, so the shift's band maps to [low, high].
    interval: {
      low: round6(conditional(hazards, shift + Z_80 * sd, monthsOperating)),
      high: round6(conditional(hazards, shift - Z_80 * sd, monthsOperating)),
    },
    atFounding: round6(conditional(hazards, shift, 0)),
    // Ages 5-8 are extrapolated in the coefficients, not read from BDS: no sector figure there.
    sectorHazardThisYear: age < HORIZON_YEARS && bdsHazard !== undefined ? round6(bdsHazard) : null,
    sectorBaseline: round6(conditional(hazards, 0, 0)),
    source: { id: 'census-bds-2019', grade: 'A' },
    modelVersion: model.modelVersion,
  };
};
