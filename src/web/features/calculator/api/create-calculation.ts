import type { CalculatorInput } from '#engine/index';
import type { SavedCalculation } from '#shared/contracts/calculations';

/** Loads the request (contracts, Zod) on submit, not with the page (docs/decisions/009). */
export const createCalculation = async (input: CalculatorInput): Promise<SavedCalculation> =>
  (await import('./create-calculation-request')).createCalculation(input);
