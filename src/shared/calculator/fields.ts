// The first-load-safe entries of the engine's value codes (they are what #engine/index exports).
import {
  CALCULATOR_INPUT_NAMES,
  CAPITAL_INVESTMENT_MAX_USD,
  CAPITAL_INVESTMENT_MIN_USD,
  type CalculatorInput,
  EXAMPLE_CALCULATOR_INPUT,
  OPTIONAL_INPUT_NAMES,
  OPTIONAL_VALUES,
  SELECT_VALUES,
} from '#engine/inputs';
import { LOCATION_CODES } from '#engine/locations';

/*
 * The calculator's vocabulary: which fields exist, in which order, and which codes each accepts,
 * all derived from the engine's input names so a new input or code cannot be forgotten here.
 * Wording is not data of this layer: every label, help text and option text is a translation key
 * (fieldTextKeys) in the `fields` namespace of src/web/locales/{en,tr}, with the other
 * translations, and src/web/lib/field-text.ts is the one lookup that turns codes into words.
 */

export type CalculatorInputName = keyof CalculatorInput;
export type FieldOption = { value: string };
export type CalculatorField = {
  name: CalculatorInputName;
  type: 'select' | 'number';
  required: boolean;
  options: FieldOption[];
  min?: number;
  max?: number;
  /** Unit of a number field. */
  unit?: 'USD';
};

const codesOf = (name: CalculatorInputName): readonly string[] => {
  if (name === 'location') return LOCATION_CODES;
  if (name in OPTIONAL_VALUES) return OPTIONAL_VALUES[name as keyof typeof OPTIONAL_VALUES];
  return name in SELECT_VALUES ? SELECT_VALUES[name as keyof typeof SELECT_VALUES] : [];
};

const fieldOf = (name: CalculatorInputName, required: boolean): CalculatorField => {
  if (name === 'capitalInvestment') {
    return {
      name,
      type: 'number',
      required,
      options: [],
      min: CAPITAL_INVESTMENT_MIN_USD,
      max: CAPITAL_INVESTMENT_MAX_USD,
      unit: 'USD',
    };
  }
  return { name, type: 'select', required, options: codesOf(name).map((value) => ({ value })) };
};

/** The calculator fields in form order, each once: 12 required, then the optional ones. */
export const CALCULATOR_FIELDS: CalculatorField[] = [
  ...CALCULATOR_INPUT_NAMES.map((name) => fieldOf(name, true)),
  ...OPTIONAL_INPUT_NAMES.map((name) => fieldOf(name, false)),
];

/** Translation keys (namespace `fields`) of a field's label, help text and option texts. */
export const fieldTextKeys = {
  label: (name: string) => `label.${name}`,
  help: (name: string) => `help.${name}`,
  option: (name: string, value: string) => `option.${name}.${value}`,
  labelWithUnit: 'labelWithUnit',
} as const;

/** A complete, valid input (a small café in Texas), for docs, tests and the form's placeholder. */
export { EXAMPLE_CALCULATOR_INPUT };
