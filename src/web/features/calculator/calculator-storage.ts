import type { CalculatorInput, PredictionResult } from '#engine/index';
import { readStorage, writeStorage } from '#web/lib/local-storage';

/** Read by onboarding and the simulator to prefill their forms: keep the key and JSON shape. */
export const LAST_INPUT_STORAGE_KEY = 'lastCalculatorInput';
/** Spec section 4: set when a calculator request failed because the network is down. */
export const OFFLINE_MODE_STORAGE_KEY = 'isOfflineMode';
const RESULT_SESSION_KEY = 'calculatorResult';

/** Where the shown result was computed: in this browser, or confirmed by the server. */
export type ResultOrigin = 'local' | 'server';
export type StoredResult = {
  input: CalculatorInput;
  result: PredictionResult;
  origin: ResultOrigin;
};

const parseJson = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const saveLastInput = (input: CalculatorInput) =>
  writeStorage(LAST_INPUT_STORAGE_KEY, JSON.stringify(input));

/** The last submitted input as loose JSON: the form keeps only values its fields still accept. */
export const readLastInput = (): Record<string, unknown> | null => {
  const value = parseJson(readStorage(LAST_INPUT_STORAGE_KEY));
  return isRecord(value) ? value : null;
};

// Only set here: the app's connectivity handling clears it when the device is back online.
export const markOfflineMode = () => writeStorage(OFFLINE_MODE_STORAGE_KEY, 'true');

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
