import type { ModelCoefficients } from '../model/model-types';
import type { Components } from './components';
import { survival5 } from './hazard';

/** Two-sided 80% normal quantile. */
export const Z_80 = 1.2815515655446004;

/**
 * 80% interval of the 5-year survival, analytic and deterministic: a normal band on the common
 * hazard-logit shift whose SD combines the cohort-to-cohort spread of BDS survival (macro), the
 * SBA coefficient uncertainty, the literature priors' ranges and, for fallback locations, the
 * unknown local rate. S5 is monotone in the shift, so the band maps to [low, high] directly.
 */
export const survivalInterval = (
  components: Components,
  shift: number,
  model: ModelCoefficients,
): { low: number; high: number; sd: number } => {
  const sd = Math.sqrt(model.cohortSpread.hazardLogitSd ** 2 + components.effectSd ** 2);
  return {
    low: survival5(components.logitHazards, components.startAge, shift + Z_80 * sd),
    high: survival5(components.logitHazards, components.startAge, shift - Z_80 * sd),
    sd,
  };
};
