import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, formatPoints, localeOf } from '#web/lib/format';
import { formatCalendarDate } from '#web/lib/calendar-date';

// q is rounded to 6 digits: past these it would read as a certain 100.0% or 0.0%.
export const CHANCE_FLOOR = 0.001;
export const CHANCE_CEILING = 0.999;

/**
 * The experiments page's numbers, all through lib/format.ts: estimates with one decimal (evidence
 * moves them by fractions of a point), factors on the odds with two ("1.04").
 */
export const useExperimentFormat = () => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      locale,
      percent: (share: number) => formatPercent(share, locale, { digits: 1, minDigits: 1 }),
      criterion: (percent: number) => formatPercent(percent / 100, locale, { digits: 2 }),
      points: (share: number) => formatPoints(share * 100, locale),
      factor: (factor: number) => formatNumber(factor, locale, { digits: 2, minDigits: 2 }),
      count: (value: number) => formatNumber(value, locale),
      date: (date: string) => formatCalendarDate(date, locale),
    }),
    [locale],
  );
};
