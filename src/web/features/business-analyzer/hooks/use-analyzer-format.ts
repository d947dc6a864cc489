import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyCurrency } from '#shared/money/currencies';
import { formatDateTime, formatMoney, formatNumber, formatPercent } from '#web/lib/format';
import { useFormatters } from '#web/lib/use-formatters';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A source's vintage ("2019" or "2016-09") as the reader's language writes it. */
const formatVintage = (vintage: string, locale: string) => {
  const [year, month] = vintage.split('-').map(Number);
  if (!year || !month) return vintage;
  const key = `${locale}|month`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(new Date(Date.UTC(year, month - 1, 1)));
};

/**
 * The analyzer's numbers in the reader's language: amounts in the check-up's currency (without a
 * sign for check-ups saved before it was asked), percents from the server's percent units, months
 * and days.
 */
export const useAnalyzerFormat = (currency?: MoneyCurrency) => {
  const { t } = useTranslation('businessAnalyzer');
  const { locale, wholePercent, points } = useFormatters();
  return useMemo(
    () => ({
      locale,
      amount: (value: number) =>
        currency
          ? formatMoney(value, locale, { currency, digits: 2 })
          : formatNumber(value, locale, { digits: 2 }),
      count: (value: number) => formatNumber(value, locale),
      decimal: (value: number) => formatNumber(value, locale, { digits: 1 }),
      /** A probability (0..1) as whole percent. */
      probability: wholePercent,
      /** Percent units from the server (−20 means −20%). */
      percentUnits: (value: number) => formatPercent(value / 100, locale, { digits: 1 }),
      /** Percentage points between two probabilities. */
      points: (before: number, after: number) =>
        t('change.points', { points: points((after - before) * 100) }),
      months: (value: number) =>
        t('units.months', { count: value, value: formatNumber(value, locale, { digits: 1 }) }),
      days: (value: number) =>
        t('units.days', { count: Math.round(value), value: formatNumber(value, locale) }),
      times: (value: number) =>
        t('units.times', { value: formatNumber(value, locale, { digits: 1 }) }),
      dateTime: (moment: string) => formatDateTime(moment, locale),
      vintage: (vintage: string) => formatVintage(vintage, locale),
    }),
    [locale, wholePercent, points, t, currency],
  );
};
