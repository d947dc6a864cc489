import {
  assertCalculatorInput,
  CALCULATOR_INPUT_NAMES,
  type CalculatorInput,
  OPTIONAL_INPUT_NAMES,
} from '#engine/index';
import { readStorage, writeStorage } from './local-storage';

/*
 * The calculator's last submitted input, kept in the browser (spec section 3's
 * `lastCalculatorInput`): the calculator writes it, and the calculator form, onboarding, the
 * businesses page and the simulator read it back. This module is the key's only owner. It checks
 * with the engine's own guard rather than the Zod schema so the calculator's first load stays
 * free of Zod (docs/decisions/009).
 */
export const LAST_CALCULATOR_INPUT_STORAGE_KEY = 'lastCalculatorInput';

const INPUT_NAMES: readonly string[] = [...CALCULATOR_INPUT_NAMES, ...OPTIONAL_INPUT_NAMES];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const saveLastCalculatorInput = (input: CalculatorInput) =>
  writeStorage(LAST_CALCULATOR_INPUT_STORAGE_KEY, JSON.stringify(input));

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

/** The stored input if it is still a complete, valid input (unknown keys dropped); else null. */
export const readLastCalculatorInput = (): CalculatorInput | null => {
  const draft = readLastCalculatorDraft();
  if (!draft) return null;
  const known = Object.fromEntries(
    Object.entries(draft).filter(([name]) => INPUT_NAMES.includes(name)),
  ) as CalculatorInput;
  try {
    assertCalculatorInput(known);
    return known;
  } catch {
    return null;
  }
};
