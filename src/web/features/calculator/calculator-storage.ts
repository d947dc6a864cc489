import type { CalculatorInput, PredictionResult } from '#engine/index';
import type { MoneyEntry } from '#shared/money/currencies';
import { USER_SESSION_STORAGE_KEYS } from '#web/lib/user-browser-data';

// Named with the rest of a user's data, which sign-out clears (lib/user-browser-data.ts).
const RESULT_SESSION_KEY = USER_SESSION_STORAGE_KEYS.calculatorResult;

/** A visitor's result, computed in this browser. */
export type StoredResult = {
  input: CalculatorInput;
  result: PredictionResult;
  /** The capital as typed, when not in the dollars `input` holds. */
  capitalEntry?: MoneyEntry | undefined;
};

const parseJson = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

// The visitor's result lives in sessionStorage so a reload keeps it but a new tab starts fresh.
export const saveSessionResult = (stored: StoredResult) => {
  try {
    window.sessionStorage.setItem(RESULT_SESSION_KEY, JSON.stringify(stored));
  } catch {
    // Ignored: the result still shows for this page view.
  }
};

/** The stored result, or null; the page re-checks it with the shared schemas before showing it. */
export const readSessionResult = (): unknown => {
  try {
    return parseJson(window.sessionStorage.getItem(RESULT_SESSION_KEY));
  } catch {
    return null;
  }
};
