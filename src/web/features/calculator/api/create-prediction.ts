import type { CalculatorInput, PredictionResult } from '#engine/index';
import { createPrediction as createPredictionEndpoint } from '#shared/contracts/calculator';
import { NetworkError, apiRequest } from '#web/lib/api-client';
import { enterOfflineMode } from '#web/lib/offline-state';

/** The server's prediction for an anonymous visitor; nothing is saved. */
export const createPrediction = async (
  input: CalculatorInput,
  signal?: AbortSignal,
): Promise<PredictionResult> => {
  try {
    const result = await apiRequest(createPredictionEndpoint, { body: input, signal });
    return result;
  } catch (error) {
    if (error instanceof NetworkError) enterOfflineMode();
    throw error;
  }
};
