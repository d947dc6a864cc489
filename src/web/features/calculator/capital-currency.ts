import type { CalculatorField } from '#shared/calculator/fields';
import {
  currencyForLocation,
  entryMatchesUsd,
  isMoneyCurrency,
  type MoneyCurrency,
  type MoneyEntry,
  toUsd,
} from '#shared/money/currencies';
import type { FormValues } from './form-steps';

/*
 * The capital field is typed in the founder's currency (issue 34, item 7): the form keeps the
 * amount as typed under `capitalInvestment` and the currency under CAPITAL_CURRENCY_KEY ('' until
 * chosen, when the location decides); the input the schema checks holds the model's dollars.
 */

export const CAPITAL_CURRENCY_KEY = 'capitalCurrency';

/** The currency the capital is typed in: the founder's choice, else their location's own. */
export const capitalCurrencyOf = (values: FormValues): MoneyCurrency => {
  const chosen = values[CAPITAL_CURRENCY_KEY];
  return isMoneyCurrency(chosen) ? chosen : currencyForLocation(values.location);
};

/** The capital as typed, or null while the field is empty or not a number. */
export const capitalEntryOf = (values: FormValues): MoneyEntry | null => {
  const raw = values.capitalInvestment?.trim() ?? '';
  const amount = Number(raw);
  if (raw === '' || !Number.isFinite(amount)) return null;
  return { currency: capitalCurrencyOf(values), amount };
};

/** A typed number as the input holds it: money fields in the model's dollars. */
export const toInputNumber = (field: CalculatorField, raw: string, values: FormValues) =>
  field.unit === 'USD' ? toUsd(Number(raw), capitalCurrencyOf(values)) : Number(raw);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The capital field's first values from an earlier input: its entry when that still gives the
 * input's dollars (a draft saved with it), else the dollars themselves, marked as dollars (a
 * prefill link carries dollars); empty otherwise, so the location picks the currency.
 */
export const initialCapitalValues = (previous: Record<string, unknown> | null): FormValues => {
  const usd = previous?.capitalInvestment;
  if (typeof usd !== 'number' || !Number.isFinite(usd)) return {};
  const entry = previous?.capitalEntry;
  if (
    isRecord(entry) &&
    isMoneyCurrency(entry.currency) &&
    typeof entry.amount === 'number' &&
    entryMatchesUsd({ currency: entry.currency, amount: entry.amount }, usd)
  ) {
    return { capitalInvestment: String(entry.amount), [CAPITAL_CURRENCY_KEY]: entry.currency };
  }
  return { capitalInvestment: String(usd), [CAPITAL_CURRENCY_KEY]: 'USD' };
};
