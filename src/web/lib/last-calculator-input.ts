import type { CalculatorInput } from '#engine/inputs';
import { CALCULATOR_FIELDS, type CalculatorField } from '#shared/calculator/fields';
import type { MoneyEntry } from '#shared/money/currencies';
import { readStorage, writeStorage } from './local-storage';
import { USER_LOCAL_STORAGE_KEYS } from './user-browser-data';

/*
 * The calculator's last submitted input, kept in the browser (spec section 3's
 * `lastCalculatorInput`): the calculator writes it, and the calculator form, onboarding, the
 * businesses page and the simulator read it back. This module alone reads and writes the key; it is
 * named in user-browser-data.ts, which clears it with the rest of a user's data. It checks
 * values against the shared field list, not the Zod schema or the engine, because the calculator
 * form reads it on the first load, which must stay free of both (docs/decisions/009).
 */
export const LAST_CALCULATOR_INPUT_STORAGE_KEY = USER_LOCAL_STORAGE_KEYS.lastCalculatorInput;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The input, with the capital as typed when it was not typed in dollars (issue 34, item 7). */
export const saveLastCalculatorInput = (input: CalculatorInput, capitalEntry?: MoneyEntry) =>
  writeStorage(
    LAST_CALCULATOR_INPUT_STORAGE_KEY,
    JSON.stringify(capitalEntry ? { ...input, capitalEntry } : input),
  );

/** The stored input as loose JSON, for a form that keeps only the values its fields accept. */
export const readLastCalculatorDraft = (): Record<string, unknown> | null => {
  const raw = readStorage(LAST_CALCULATOR_INPUT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
};

const isAccepted = (field: CalculatorField, value: unknown) => {
  if (value === undefined) return !field.required;
  if (field.type === 'select') return field.options.some((option) => option.value === value);
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= (field.min ?? -Infinity) &&
    value <= (field.max ?? Infinity)
  );
};

/** The stored input if it is still a complete, valid input (unknown keys dropped); else null. */
export const readLastCalculatorInput = (): CalculatorInput | null => {
  const draft = readLastCalculatorDraft();
  if (!draft) return null;
  if (!CALCULATOR_FIELDS.every((field) => isAccepted(field, draft[field.name]))) return null;
  return Object.fromEntries(
    CALCULATOR_FIELDS.flatMap((field) =>
      draft[field.name] === undefined ? [] : [[field.name, draft[field.name]]],
    ),
  ) as CalculatorInput;
};
