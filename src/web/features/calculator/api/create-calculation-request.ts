import type { CalculatorInput } from '#engine/index';
import {
  createCalculation as createCalculationEndpoint,
  type SavedCalculation,
} from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';

/** Computes the prediction on the server and saves it for the signed-in user. */
export const createCalculation = (input: CalculatorInput): Promise<SavedCalculation> =>
  apiRequest(createCalculationEndpoint, { body: { input } });
