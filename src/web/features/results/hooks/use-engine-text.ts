import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextCode } from '#engine/index';
import { CALCULATOR_FIELDS } from '#shared/calculator/fields';

type Language = 'en' | 'tr';
const FIELD_BY_NAME = new Map(CALCULATOR_FIELDS.map((field) => [field.name as string, field]));

/** A field's label, or the raw name for a field this bundle does not know. */
export const inputLabel = (name: string, language: Language) =>
  FIELD_BY_NAME.get(name)?.label[language] ?? name;

/** The label of a value code of a field; numbers (capital) are formatted. */
export const valueLabel = (name: string, value: string | number, language: Language) => {
  if (typeof value === 'number') return value.toLocaleString(language === 'tr' ? 'tr-TR' : 'en-US');
  const option = FIELD_BY_NAME.get(name)?.options.find((entry) => entry.value === value);
  return option?.label[language] ?? value;
};

/** Engine params carry codes (engine/explain/README.md): turn them into the reader's words. */
const readableParams = (params: TextCode['params'], language: Language) => {
  if (!params) return {};
  const input = typeof params.input === 'string' ? params.input : '';
  const readable: Record<string, string | number> = { ...params };
  if (input) readable.input = inputLabel(input, language);
  for (const key of ['value', 'current'] as const) {
    const value = params[key];
    if (value !== undefined && input) readable[key] = valueLabel(input, value, language);
  }
  if (params.sector !== undefined) readable.sector = valueLabel('sector', params.sector, language);
  if (params.stage !== undefined)
    readable.stage = valueLabel('businessStage', params.stage, language);
  return readable;
};

/** Translates an engine text code with its params (`engine.<code>`), in the current language. */
export const useEngineText = () => {
  const { t, i18n } = useTranslation('engine');
  const language: Language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  const text = useCallback(
    (entry: TextCode) =>
      // Engine codes are data, not literal keys, so the typed key check cannot see them.
      t(entry.code as 'factor_note', readableParams(entry.params, language)),
    [t, language],
  );
  const label = useCallback((name: string) => inputLabel(name, language), [language]);
  return { text, label, language };
};
