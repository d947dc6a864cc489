import type { ModelCoefficients } from './model-types';
import committed from './coefficients.json';

/** The committed coefficients (regenerate with `npm run model:fit`). */
export const COEFFICIENTS: ModelCoefficients = committed;

/** Version carried by every result; changes whenever the coefficients or the formula change. */
export const MODEL_VERSION: string = COEFFICIENTS.modelVersion;
