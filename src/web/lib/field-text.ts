import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_FIELDS, type CalculatorField, fieldTextKeys } from '#shared/calculator/fields';
import { formatNumber, localeOf } from './format';
import { formatUsdAs, type MoneyView, USD_VIEW, useMoneyView } from './money-view';

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
/** `money`: the currency capital is written in (the model's dollars when absent). */
export type FieldTextContext = { t: FieldTranslate; locale: string; money?: MoneyView };

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

/** A field's label with its unit, for the form ("Starting capital (USD)", "… (TRY)"). */
export const fieldLabelWithUnit = (
  t: FieldTranslate,
  field: Pick<CalculatorField, 'name'> & { unit?: string | undefined },
) => {
  const label = fieldLabel(t, field.name);
  return field.unit ? t(fieldTextKeys.labelWithUnit, { label, unit: field.unit }) : label;
};

/**
 * The amounts an option's words name, in model dollars ({{low}} and {{high}} in the texts): the
 * funding bands are the engine's codes (engine/inputs.ts), and a Turkish founder reads them in
 * lira like every other amount on the screen (issue 34, item 7).
 */
const OPTION_AMOUNTS_USD: Readonly<
  Record<string, Readonly<Record<string, { low?: number; high?: number }>>>
> = {
  fundingNeeds: {
    under_50k: { high: 50_000 },
    '50k_to_250k': { low: 50_000, high: 250_000 },
    '250k_to_1m': { low: 250_000, high: 1_000_000 },
    over_1m: { low: 1_000_000 },
  },
};

/** An option's words; the code itself if the list no longer has it (an old saved input). */
export const optionLabel = (
  { t, locale, money = USD_VIEW }: FieldTextContext,
  name: string,
  value: string,
) => {
  const amounts = Object.entries(OPTION_AMOUNTS_USD[name]?.[value] ?? {}).map(
    ([bound, usd]) => [bound, formatUsdAs(usd, money, locale)] as const,
  );
  return t(fieldTextKeys.option(name, value), {
    defaultValue: value,
    ...Object.fromEntries(amounts),
  });
};

/** A value as people read it: the option's words, or capital (model dollars) as money. */
export const formatInputValue = (
  { t, locale, money = USD_VIEW }: FieldTextContext,
  name: string,
  value: string | number,
): string => {
  if (typeof value === 'string') return optionLabel({ t, locale, money }, name, value);
  return FIELD_BY_NAME.get(name)?.unit === 'USD'
    ? formatUsdAs(value, money, locale)
    : formatNumber(value, locale, { digits: 1 });
};

/**
 * The lookups bound to the current language and the screen's currency (money-view.tsx), for
 * components (suspends until `fields` loads).
 */
export const useFieldText = () => {
  const { t, i18n } = useTranslation('fields');
  const locale = localeOf(i18n.resolvedLanguage);
  const money = useMoneyView();
  return useMemo(() => {
    const translate = asFieldTranslate(t);
    const context: FieldTextContext = { t: translate, locale, money };
    return {
      locale,
      context,
      label: (name: string) => fieldLabel(translate, name),
      help: (name: string) => fieldHelp(translate, name),
      labelWithUnit: (field: Pick<CalculatorField, 'name'> & { unit?: string | undefined }) =>
        fieldLabelWithUnit(translate, field),
      option: (name: string, value: string) => optionLabel(context, name, value),
      value: (name: string, value: string | number) => formatInputValue(context, name, value),
    };
  }, [t, locale, money]);
};
