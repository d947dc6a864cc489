import type { CalculatorInput } from '#engine/index';
import type { CalculatorField } from '#shared/calculator/fields';
import { type FormValues, toInputCandidate } from './form-steps';

/**
 * The shared input schema, loaded when first needed (Next or submit) or prefetched once the page
 * is on screen: it brings Zod, which the calculator's first load does without (docs/decisions/009).
 */
export const loadCalculatorInputSchema = async () =>
  (await import('#shared/calculator/calculator-input-schema')).CalculatorInputSchema;

export type CalculatorValidation =
  | { isValid: true; input: CalculatorInput; invalidNames: readonly string[] }
  | { isValid: false; invalidNames: readonly string[] };

/**
 * Checks the form with the shared input schema (the one the API uses). Messages are not taken
 * from the schema: the form words them per field and language (see fieldErrorKind).
 */
export const validateCalculatorValues = async (
  fields: readonly CalculatorField[],
  values: FormValues,
): Promise<CalculatorValidation> => {
  const CalculatorInputSchema = await loadCalculatorInputSchema();
  const parsed = CalculatorInputSchema.safeParse(toInputCandidate(fields, values));
  if (parsed.success) return { isValid: true, input: parsed.data, invalidNames: [] };
  const invalidNames = [
    ...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? ''))),
  ];
  return { isValid: false, invalidNames };
};

export type FieldErrorKind = 'required' | 'invalidOption' | 'range';

/** Which message an invalid field gets: empty, out of range, or not one of the options. */
export const fieldErrorKind = (
  field: CalculatorField,
  value: string | undefined,
): FieldErrorKind => {
  if (value === undefined || value.trim() === '') return 'required';
  return field.type === 'number' ? 'range' : 'invalidOption';
};
