// The first-load-safe entries of the engine's value codes (they are what #engine/index exports).
import {
  CAPITAL_INVESTMENT_MAX_USD,
  CAPITAL_INVESTMENT_MIN_USD,
  type CalculatorInput,
  EXAMPLE_CALCULATOR_INPUT,
} from '#engine/inputs';
import { type CalculatorStep, codesOf, FIELD_TABLE, type FieldSpec } from './field-table';

/*
 * The calculator's vocabulary: which fields exist, in which order, in which step, and which codes
 * each accepts, all made from the field table (field-table.ts) and the engine's codes, so a new
 * input or code cannot be forgotten here. Wording is not data of this layer: every label, help
 * text and option text is a translation key (fieldTextKeys) in the `fields` namespace of
 * src/web/locales/{en,tr}, and src/web/lib/field-text.ts is the one lookup that turns codes into
 * words.
 */

export type CalculatorInputName = keyof CalculatorInput;
export type FieldOption = { value: string };
export type CalculatorField = {
  name: CalculatorInputName;
  type: 'select' | 'number';
  required: boolean;
  step: CalculatorStep;
  options: FieldOption[];
  min?: number;
  max?: number;
  /** Unit of a number field. */
  unit?: 'USD';
};

const fieldOf = (spec: FieldSpec): CalculatorField => {
  const common = { name: spec.name, required: !spec.isOptional, step: spec.step };
  if (spec.kind === 'number') {
    return {
      ...common,
      type: 'number',
      options: [],
      min: CAPITAL_INVESTMENT_MIN_USD,
      max: CAPITAL_INVESTMENT_MAX_USD,
      unit: 'USD',
    };
  }
  return { ...common, type: 'select', options: codesOf(spec.name).map((value) => ({ value })) };
};

/** The calculator fields in form order, each once: 12 required, then the optional ones. */
export const CALCULATOR_FIELDS: CalculatorField[] = FIELD_TABLE.map(fieldOf);

/** Translation keys (namespace `fields`) of a field's label, help text and option texts. */
export const fieldTextKeys = {
  label: (name: string) => `label.${name}`,
  help: (name: string) => `help.${name}`,
  option: (name: string, value: string) => `option.${name}.${value}`,
  labelWithUnit: 'labelWithUnit',
} as const;

/** A complete, valid input (a small café in Texas), for docs, tests and the form's placeholder. */
export { EXAMPLE_CALCULATOR_INPUT };
