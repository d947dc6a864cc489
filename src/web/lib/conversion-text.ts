import type { TFunction } from 'i18next';
import {
  conversionRateOf,
  entryMatchesUsd,
  type MoneyCurrency,
  toUsd,
} from '#shared/money/currencies';
import { formatMoney } from './format';

export type ConversionText = {
  /** "The model uses $170,068." — null while no amount is typed. */
  modelAmount: string | null;
  /** The rate, its kind, year and area; or that a saved amount kept the rate it had. */
  rate: string;
  /** Where the rate is published; null when the saved amount's rate is no longer the table's. */
  source: { text: string; url: string } | null;
};

/**
 * How an amount in lira or euros became the model's dollars, in words (namespace `common`), for
 * the screens (ConversionNote) and the exports alike; null for dollars, which are not converted.
 */
export const conversionText = (options: {
  t: TFunction;
  locale: string;
  currency: MoneyCurrency;
  /** As typed; null while nothing is typed. */
  amount: number | null;
  /** The dollars the model used, when known (a saved calculation). */
  usd?: number | undefined;
}): ConversionText | null => {
  const { t, locale, currency, amount } = options;
  const rate = conversionRateOf(currency);
  if (!rate) return null;
  const usd = amount === null ? null : (options.usd ?? toUsd(amount, currency));
  const modelAmount =
    usd === null ? null : t('money.modelAmount', { usd: formatMoney(usd, locale) });
  // A saved amount converted before this table moved to a newer year keeps the rate it had.
  if (amount !== null && usd !== null && !entryMatchesUsd({ currency, amount }, usd)) {
    return { modelAmount, rate: t('money.rateWhenSaved'), source: null };
  }
  return {
    modelAmount,
    rate: t(`money.rate.${rate.kind}`, {
      rate: formatMoney(rate.unitsPerUsd, locale, { currency, digits: 2 }),
      publisher: rate.publisher,
      year: rate.year,
      area: t(`money.areas.${rate.area}`),
    }),
    source: { text: t('money.source', { title: rate.title }), url: rate.url },
  };
};
