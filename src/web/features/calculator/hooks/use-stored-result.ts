import { useState } from 'react';
import { z } from 'zod';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { PredictionResultSchema } from '#shared/contracts/calculator';
import { entryMatchesUsd } from '#shared/money/currencies';
import { MoneyEntrySchema } from '#shared/money/money-schemas';
import { readSessionResult, type StoredResult } from '../calculator-storage';

// Results stored by older builds carry an `origin` too: unknown keys are dropped, not refused.
const StoredResultSchema = z.object({
  input: CalculatorInputSchema,
  result: PredictionResultSchema,
  capitalEntry: MoneyEntrySchema.optional(),
});

/** The result kept in session storage, if it is intact (it may come from an older build). */
export const parseStoredResult = (value: unknown): StoredResult | null => {
  const parsed = StoredResultSchema.safeParse(value);
  if (!parsed.success) return null;
  const { capitalEntry, ...stored } = parsed.data;
  // An entry that no longer gives the input's dollars would show another amount: drop it.
  return capitalEntry && entryMatchesUsd(capitalEntry, stored.input.capitalInvestment)
    ? { ...stored, capitalEntry }
    : stored;
};

/**
 * The visitor's last result, computed once in this browser by the engine the server runs (the
 * result names its model version), so it is shown as it is: no second computation online.
 */
export const useStoredResult = (): StoredResult | null => {
  // Read and checked once per visit of the page, not on every render.
  const [stored] = useState(() => parseStoredResult(readSessionResult()));
  return stored;
};
