import { useRef, useState } from 'react';
import type { CalculatorField } from '#shared/calculator/fields';
import { type CalculatorValidation, validateCalculatorValues } from '../form-resolver';
import type { FormValues } from '../form-steps';

/**
 * The calculator's values and field errors in plain React state (docs/decisions/009: no form
 * library on the calculator's first load). It keeps the rules the form had: a step's fields are
 * checked when leaving the step; after a submit attempt every change re-checks its field.
 */
export const useCalculatorFormState = (
  fields: readonly CalculatorField[],
  initial: () => FormValues,
) => {
  const [values, setValues] = useState<FormValues>(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(() => new Set());
  // The latest values for async checks that finish after more typing.
  const valuesRef = useRef(values);
  const hasTriedSubmit = useRef(false);

  /** Checks every field, then keeps the errors of `names` (all fields when omitted). */
  const validate = async (names?: readonly string[]): Promise<CalculatorValidation> => {
    const outcome = await validateCalculatorValues(fields, valuesRef.current);
    const checked = names ?? fields.map((field) => field.name);
    setInvalid((previous) => {
      const next = new Set(previous);
      for (const name of checked) {
        if (outcome.invalidNames.includes(name)) next.add(name);
        else next.delete(name);
      }
      return next;
    });
    return outcome;
  };

  /** Sets a value; after a submit attempt re-checks `recheck` (the field itself by default). */
  const setValue = (name: string, value: string, recheck: readonly string[] = [name]) => {
    valuesRef.current = { ...valuesRef.current, [name]: value };
    setValues(valuesRef.current);
    if (hasTriedSubmit.current) void validate(recheck);
  };

  /** Submit: every field is checked, and from now on each change re-checks its field. */
  const validateForSubmit = () => {
    hasTriedSubmit.current = true;
    return validate();
  };

  return {
    values,
    getValues: () => valuesRef.current,
    setValue,
    isInvalid: (name: string) => invalid.has(name),
    validateFields: (names: readonly string[]) => validate(names),
    validateForSubmit,
  };
};
