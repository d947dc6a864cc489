import { useState } from 'react';
import type { CalculatorInput } from '#engine/index';
import type { SavedCalculation } from '#shared/contracts/calculations';
import type { MoneyEntry } from '#shared/money/currencies';
import { NetworkError } from '#web/lib/api-errors';
import { createCalculation } from '../api/create-calculation';
import { saveSessionResult } from '../calculator-storage';
import { saveLastCalculatorInput } from '#web/lib/last-calculator-input';
import { enterOfflineMode } from '#web/lib/offline-state';

export type CalculatorSubmitOptions = {
  isSignedIn: boolean;
  /** A signed-in user's calculation was saved: show it. */
  onSaved: (saved: SavedCalculation) => void;
  /** A result computed in this browser is in session storage: show it. */
  onLocalResult: () => void;
};

/** Runs the engine in this browser and stores the result for the result page. */
const storeLocalResult = async (input: CalculatorInput, capitalEntry: MoneyEntry | undefined) => {
  // The engine chunk is fetched on submit (and preloaded while the form is filled), not before.
  const { predict } = await import('#engine/index');
  saveSessionResult({
    input,
    result: predict(input),
    ...(capitalEntry ? { capitalEntry } : {}),
  });
};

/** The capital as typed, kept only when it is not in the dollars the input already holds. */
const typedCapital = (entry: MoneyEntry | null) =>
  entry && entry.currency !== 'USD' ? entry : undefined;

/**
 * Submits a validated input: signed-in users save it on the server; visitors, and anyone whose
 * network is down, get the engine's result computed here, once (the server runs the same engine).
 */
export const useCalculatorSubmit = ({
  isSignedIn,
  onSaved,
  onLocalResult,
}: CalculatorSubmitOptions) => {
  const [error, setError] = useState<unknown>(null);
  const [isComputing, setIsComputing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  /** `entry`: the capital as typed, in the founder's currency (the input holds its dollars). */
  const submit = async (input: CalculatorInput, entry: MoneyEntry | null = null) => {
    setError(null);
    const capitalEntry = typedCapital(entry);
    saveLastCalculatorInput(input, capitalEntry);
    if (isSignedIn) {
      setIsSaving(true);
      try {
        onSaved(await createCalculation(input, capitalEntry));
        return;
      } catch (failure) {
        // The server refused: show why. The network is down: compute here instead.
        if (!(failure instanceof NetworkError)) {
          setError(failure);
          return;
        }
        enterOfflineMode();
      } finally {
        setIsSaving(false);
      }
    }
    setIsComputing(true);
    try {
      await storeLocalResult(input, capitalEntry);
      onLocalResult();
    } catch (failure) {
      setError(failure);
    } finally {
      setIsComputing(false);
    }
  };

  return { submit, error, isPending: isComputing || isSaving };
};

/** Starts fetching the engine chunk early so submitting feels instant. */
export const preloadEngine = () => {
  void import('#engine/index');
};
