import type { CalculatorInput } from '#engine/index';
import type { SavedCalculation } from '#shared/contracts/calculations';
import type { MoneyEntry } from '#shared/money/currencies';

/** Loads the request (contracts, Zod) on submit, not with the page (docs/decisions/009). */
export const createCalculation = async (
  input: CalculatorInput,
  capitalEntry?: MoneyEntry,
): Promise<SavedCalculation> =>
  (await import('./create-calculation-request')).createCalculation(input, capitalEntry);
