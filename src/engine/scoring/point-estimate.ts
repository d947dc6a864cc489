import type { CalculatorInput } from '../inputs';
import type { ModelCoefficients } from '../model/model-types';
import { cappedPriorLogOdds, type Components } from './components';
import { survival5 } from './hazard';

/** Total hazard-logit shift of the components: the shifts minus the capped priors. */
export const totalShift = (components: Components): number => {
  const shifts = Object.values(components.shifts).reduce((sum, value) => sum + value, 0);
  const priors = Object.values(components.priors).reduce((sum, value) => sum + value, 0);
  return shifts - cappedPriorLogOdds(priors);
};

export type ProbabilityFunction = (input: CalculatorInput, model: ModelCoefficients) => number;

/** Five-year survival probability from the components. */
export const probabilityOf = (components: Components): number =>
  survival5(components.logitHazards, components.startAge, totalShift(components));
