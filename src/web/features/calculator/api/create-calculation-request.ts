import type { CalculatorInput } from '#engine/index';
import {
  createCalculation as createCalculationEndpoint,
  type SavedCalculation,
} from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';
import { ApiError } from '#web/lib/api-errors';
import { readCurrentBusinessId } from '#web/lib/current-business';

const save = (input: CalculatorInput, businessId: string | null) =>
  apiRequest(createCalculationEndpoint, {
    body: { input, ...(businessId === null ? {} : { businessId }) },
  });

/**
 * Computes the prediction on the server and saves it for the signed-in user, linked to the
 * business they work on (the stored current business), so the business's tools read this run.
 */
export const createCalculation = async (input: CalculatorInput): Promise<SavedCalculation> => {
  const businessId = readCurrentBusinessId();
  try {
    return await save(input, businessId);
  } catch (failure) {
    // The business was deleted elsewhere since it was chosen: keep the run, unlinked.
    if (businessId !== null && failure instanceof ApiError && failure.fieldErrors?.businessId) {
      return save(input, null);
    }
    throw failure;
  }
};
