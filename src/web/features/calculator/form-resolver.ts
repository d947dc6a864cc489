import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CalculatorInput } from '#engine/index';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import type { CalculatorField } from '#shared/calculator/fields';
import { type FormValues, toInputCandidate } from './form-steps';

/**
 * Checks the form with the shared input schema (the one the API uses). Messages are not taken
 * from the schema: the form words them per field and language (see fieldErrorMessage).
 */
export const calculatorResolver =
  (fields: readonly CalculatorField[]): Resolver<FormValues, unknown, CalculatorInput> =>
  (values) => {
    const parsed = CalculatorInputSchema.safeParse(toInputCandidate(fields, values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
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
