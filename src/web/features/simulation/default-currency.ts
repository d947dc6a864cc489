import type { CalculatorInput } from '#engine/inputs';
import { currencyForLocation, isMoneyCurrency, type MoneyCurrency } from '#shared/money/currencies';
import { readLastCalculatorDraft } from '#web/lib/last-calculator-input';

/**
 * The currency the simulators open in (issue 34, item 7): the business's location's own, else the
 * one the founder last typed capital in, else their last location's, else dollars.
 */
export const defaultSimulatorCurrency = (
  businessInputs: CalculatorInput | null | undefined,
): MoneyCurrency => {
  if (businessInputs) return currencyForLocation(businessInputs.location);
  const draft = readLastCalculatorDraft();
  const entry = draft?.capitalEntry;
  if (typeof entry === 'object' && entry !== null && 'currency' in entry) {
    if (isMoneyCurrency(entry.currency)) return entry.currency;
  }
  return currencyForLocation(typeof draft?.location === 'string' ? draft.location : undefined);
};
