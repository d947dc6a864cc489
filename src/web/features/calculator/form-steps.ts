import { CALCULATOR_STEPS, type CalculatorStep } from '#shared/calculator/field-table';
import type { CalculatorField } from '#shared/calculator/fields';
import { initialCapitalValues, toInputNumber } from './capital-currency';

export type StepKey = CalculatorStep;
export type FormStep = { key: StepKey; fields: CalculatorField[] };
/** Raw form values: selects hold their code, the number field its text ('' when empty). */
export type FormValues = Record<string, string>;

export const STEP_KEYS: readonly StepKey[] = CALCULATOR_STEPS;

/** Groups the listed fields into the form's steps, keeping the list's order inside each step. */
export const groupFieldsIntoSteps = (fields: readonly CalculatorField[]): FormStep[] =>
  STEP_KEYS.map((key) => ({
    key,
    fields: fields.filter((field) => field.step === key),
  })).filter((step) => step.fields.length > 0);

const isFilled = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** Required fields still empty, in form order. */
export const missingRequiredFields = (
  fields: readonly CalculatorField[],
  values: FormValues,
): CalculatorField[] => fields.filter((field) => field.required && !isFilled(values[field.name]));

/** Share of the required fields that are filled, 0..100 (whole percent). */
export const completionPercent = (fields: readonly CalculatorField[], values: FormValues) => {
  const required = fields.filter((field) => field.required);
  if (required.length === 0) return 100;
  const filled = required.length - missingRequiredFields(required, values).length;
  return Math.round((filled / required.length) * 100);
};

/**
 * The form values as the shape the shared input schema checks: the number field parsed (capital
 * converted to the model's dollars), empty optional fields left out (an empty required field stays
 * in as undefined so the schema flags it).
 */
export const toInputCandidate = (fields: readonly CalculatorField[], values: FormValues) => {
  const candidate: Record<string, string | number | undefined> = {};
  for (const field of fields) {
    const raw = values[field.name]?.trim() ?? '';
    if (raw === '') {
      if (field.required) candidate[field.name] = undefined;
      continue;
    }
    candidate[field.name] = field.type === 'number' ? toInputNumber(field, raw, values) : raw;
  }
  return candidate;
};

/**
 * Empty values for every field, overlaid with a previous input where it fits; capital as it was
 * typed when the previous input kept that (capital-currency.ts).
 */
export const initialValues = (
  fields: readonly CalculatorField[],
  previous: Record<string, unknown> | null,
): FormValues => ({
  ...Object.fromEntries(
    fields.map((field) => {
      const value = previous?.[field.name];
      const known =
        field.type === 'number'
          ? typeof value === 'number'
          : field.options.some((option) => option.value === value);
      return [field.name, known ? String(value) : ''];
    }),
  ),
  ...initialCapitalValues(previous),
});
