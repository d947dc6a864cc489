import { CALCULATOR_FIELDS } from '#shared/calculator/fields';

type Language = 'en' | 'tr';
const FIELD_BY_NAME = new Map(CALCULATOR_FIELDS.map((field) => [field.name as string, field]));

/** A calculator field's label in the reader's language. */
export const fieldLabel = (name: string, language: Language) =>
  FIELD_BY_NAME.get(name)?.label[language] ?? name;

/** A field value in words (select options) or as a formatted number (capital, USD). */
export const fieldValue = (name: string, value: string | number, language: Language) => {
  if (typeof value === 'number') {
    return value.toLocaleString(language === 'tr' ? 'tr-TR' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
  }
  const option = FIELD_BY_NAME.get(name)?.options.find((entry) => entry.value === value);
  return option?.label[language] ?? value;
};

export const languageOf = (resolved: string | undefined): Language =>
  resolved === 'tr' ? 'tr' : 'en';
