import type { CalculatorInput } from '#engine/inputs';
import { CALCULATOR_FIELDS } from '#shared/calculator/fields';

export type LabelLanguage = 'en' | 'tr';

const FIELD_BY_NAME = new Map(CALCULATOR_FIELDS.map((field) => [field.name as string, field]));

/** A calculator field's label in the language, from the shared field list. */
export const fieldLabel = (name: keyof CalculatorInput, language: LabelLanguage): string =>
  FIELD_BY_NAME.get(name)?.label[language] ?? name;

/**
 * A calculator value as people read it: money for capital, the option's label for codes (the code
 * itself only if the shared list no longer has it).
 */
export const valueLabel = (
  name: keyof CalculatorInput,
  value: string | number,
  language: LabelLanguage,
  money: (amount: number) => string,
): string => {
  if (typeof value === 'number') return money(value);
  const option = FIELD_BY_NAME.get(name)?.options.find((candidate) => candidate.value === value);
  return option?.label[language] ?? value;
};
