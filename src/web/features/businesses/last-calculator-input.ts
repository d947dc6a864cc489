import type { CalculatorInput } from '#engine/inputs';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { readStorage } from '#web/lib/local-storage';

/** Browser key where the calculator keeps the inputs of its last run. */
export const LAST_CALCULATOR_INPUT_STORAGE_KEY = 'lastCalculatorInput';

/** The calculator's last inputs, if stored and still valid under the shared schema; else null. */
export const readLastCalculatorInput = (): CalculatorInput | null => {
  const raw = readStorage(LAST_CALCULATOR_INPUT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = CalculatorInputSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
