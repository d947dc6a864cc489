import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_FIELDS, type CalculatorField, fieldTextKeys } from '#shared/calculator/fields';
import { formatMoney, formatNumber, localeOf } from './format';

/*
 * The one lookup "field + value -> words". src/shared/calculator owns the codes and translation
 * keys (the server and contracts need those); the words are i18next texts (namespace `fields`) and
 * numbers go through lib/format.ts, both web concerns that shared may not import, so the lookup
 * lives here, pure: callers pass a translate function and the locale (screens, exports, catalogue).
 */

/** i18next's `t` for the `fields` namespace, or any function with that contract. */
export type FieldTranslate = (
  key: string,
  options?: { defaultValue?: string; [name: string]: unknown },
) => string;
export type FieldTextContext = { t: FieldTranslate; locale: string };

/** i18next's typed `t` of the `fields` namespace as a FieldTranslate. */
export const asFieldTranslate = (t: TFunction<'fields'>): FieldTranslate =>
  // Field names and codes are data, so the typed key check cannot see these keys.
  t as unknown as FieldTranslate;

const FIELD_BY_NAME = new Map<string, CalculatorField>(
  CALCULATOR_FIELDS.map((field) => [field.name, field]),
);

/** A field's label ("Starting capital"); the name itself for a field this bundle does not know. */
export const fieldLabel = (t: FieldTranslate, name: string) =>
  t(fieldTextKeys.label(name), { defaultValue: name });

/** A field's help text, shown under its control. */
export const fieldHelp = (t: FieldTranslate, name: string) =>
  t(fieldTextKeys.help(name), { defaultValue: '' });

/** A field's label with its unit, for the form ("Starting capital (USD)"). */
export const fieldLabelWithUnit = (t: FieldTranslate, field: CalculatorField) => {
  const label = fieldLabel(t, field.name);
  return field.unit ? t(fieldTextKeys.labelWithUnit, { label, unit: field.unit }) : label;
};

/** An option's words; the code itself if the list no longer has it (an old saved input). */
export const optionLabel = (t: FieldTranslate, name: string, value: string) =>
  t(fieldTextKeys.option(name, value), { defaultValue: value });

/** A value as people read it: the option's words, or the amount in dollars for capital. */
export const formatInputValue = (
  { t, locale }: FieldTextContext,
  name: string,
  value: string | number,
): string => {
  if (typeof value === 'string') return optionLabel(t, name, value);
  return FIELD_BY_NAME.get(name)?.unit === 'USD'
    ? formatMoney(value, locale)
    : formatNumber(value, locale, { digits: 1 });
};

/** The lookups bound to the current language, for components (suspends until `fields` loads). */
export const useFieldText = () => {
  const { t, i18n } = useTranslation('fields');
  const locale = localeOf(i18n.resolvedLanguage);
  return useMemo(() => {
    const translate = asFieldTranslate(t);
    const context: FieldTextContext = { t: translate, locale };
    return {
      locale,
      context,
      label: (name: string) => fieldLabel(translate, name),
      help: (name: string) => fieldHelp(translate, name),
      labelWithUnit: (field: CalculatorField) => fieldLabelWithUnit(translate, field),
      option: (name: string, value: string) => optionLabel(translate, name, value),
      value: (name: string, value: string | number) => formatInputValue(context, name, value),
    };
  }, [t, locale]);
};
