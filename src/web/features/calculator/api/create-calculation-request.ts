import type { CalculatorInput } from '#engine/index';
import {
  createCalculation as createCalculationEndpoint,
  type SavedCalculation,
} from '#shared/contracts/calculations';
import type { MoneyEntry } from '#shared/money/currencies';
import { apiRequest } from '#web/lib/api-client';
import { ApiError } from '#web/lib/api-errors';
import { readCurrentBusinessId } from '#web/lib/current-business';

const save = (
  input: CalculatorInput,
  capitalEntry: MoneyEntry | undefined,
  businessId: string | null,
) =>
  apiRequest(createCalculationEndpoint, {
    body: {
      input,
      ...(capitalEntry ? { capitalEntry } : {}),
      ...(businessId === null ? {} : { businessId }),
    },
  });

/**
 * Computes the prediction on the server and saves it for the signed-in user, linked to the
 * business they work on (the stored current business), so the business's tools read this run.
 * `capitalEntry`: the capital as typed, when not in dollars.
 */
export const createCalculation = async (
  input: CalculatorInput,
  capitalEntry?: MoneyEntry,
): Promise<SavedCalculation> => {
  const businessId = readCurrentBusinessId();
  try {
    return await save(input, capitalEntry, businessId);
  } catch (failure) {
    // The business was deleted elsewhere since it was chosen: keep the run, unlinked.
    if (businessId !== null && failure instanceof ApiError && failure.fieldErrors?.businessId) {
      return save(input, capitalEntry, null);
    }
    throw failure;
  }
};
