import type { TFunction } from 'i18next';
import type { TextCode } from '#engine/index';
import { CALCULATOR_FIELDS } from '#shared/calculator/fields';

export type ExportLanguage = 'en' | 'tr';

const FIELD_BY_NAME = new Map(CALCULATOR_FIELDS.map((field) => [field.name as string, field]));

export const localeOf = (language: ExportLanguage) => (language === 'tr' ? 'tr-TR' : 'en-US');

/** A calculator field's label in the report's language. */
export const fieldLabel = (name: string, language: ExportLanguage) =>
  FIELD_BY_NAME.get(name)?.label[language] ?? name;

/** A field value in words (select options) or as a number (capital, USD). */
export const fieldValue = (name: string, value: string | number, language: ExportLanguage) => {
  if (typeof value === 'number') return `${value.toLocaleString(localeOf(language))} USD`;
  const option = FIELD_BY_NAME.get(name)?.options.find((entry) => entry.value === value);
  return option?.label[language] ?? value;
};

/** Engine params carry codes; the report shows the reader's words, as the result screen does. */
const readableParams = (params: TextCode['params'], language: ExportLanguage) => {
  if (!params) return {};
  const input = typeof params.input === 'string' ? params.input : '';
  const readable: Record<string, string | number> = { ...params };
  if (input) readable.input = fieldLabel(input, language);
  for (const key of ['value', 'current'] as const) {
    const value = params[key];
    if (value !== undefined && input) readable[key] = fieldValue(input, value, language);
  }
  if (params.sector !== undefined) readable.sector = fieldValue('sector', params.sector, language);
  if (params.stage !== undefined) {
    readable.stage = fieldValue('businessStage', params.stage, language);
  }
  return readable;
};

/** Translates an engine text code (`engine.<code>`) with its params. */
export const engineText = (
  engineT: TFunction<'engine'>,
  entry: TextCode,
  language: ExportLanguage,
): string =>
  // Engine codes are data, not literal keys, so the typed key check cannot see them.
  engineT(entry.code as 'factor_note', readableParams(entry.params, language));
