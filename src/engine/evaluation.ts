/**
 * Secondary entry (src/engine/README.md): the committed model's measured figures, for the
 * transparency page, without loading the model itself.
 */
export { MODEL_EVALUATION, type ModelEvaluation } from './model/evaluation';
export type { EvidenceClassKey } from './model/model-types';
