/** The engine's public entry: the only barrel (style guide 1). */
export * from './inputs';
export * from './locations';
export type * from './prediction-types';
export type { ModelCoefficients } from './model/model-types';
export { COEFFICIENTS, MODEL_VERSION } from './model/coefficients';
export { predict, predictCore } from './predict';
export { predictCoreWith } from './scoring/core-prediction';
export { assertCalculatorInput, SELECT_VALUES } from './validate-input';
export { hashInput, canonicalInputJson } from './scoring/input-hash';
