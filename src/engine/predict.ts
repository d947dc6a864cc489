import { explainPrediction } from './explain/explain-prediction';
import type { CalculatorInput } from './inputs';
import { COEFFICIENTS } from './model/coefficients';
import type { CorePrediction, PredictionResult } from './prediction-types';
import { predictCoreWith } from './scoring/core-prediction';

/**
 * The survival model alone: 5-year survival probability (0..1), its 80% interval, the curve for
 * years 1..5, the sector baseline, contributions in percentage points, sensitivity, model version
 * and input hash. Throws RangeError on an invalid input. Pure and deterministic.
 */
export const predictCore = (input: CalculatorInput): CorePrediction =>
  predictCoreWith(input, COEFFICIENTS);

/** The full result: the core prediction plus its explanation (score, band, texts as codes). */
export const predict = (input: CalculatorInput): PredictionResult => {
  const core = predictCore(input);
  return { ...core, ...explainPrediction(input, core) };
};
