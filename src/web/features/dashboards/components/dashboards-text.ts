import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatMomentDate } from '#web/lib/calendar-date';
import { formatNumber } from '#web/lib/format';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useFormatters } from '#web/lib/use-formatters';

/** The `dashboards` namespace's translate function, for this feature's components. */
export const useDashboardsText = () => useTranslation('dashboards');

/** The dashboards' numbers and dates in the reader's language. */
export const useDashboardFormat = () => {
  const { t } = useDashboardsText();
  const format = useFormatters();
  return {
    ...format,
    /** "54% (80% range 41–66%)": a probability is never shown without its interval. */
    probabilityWithRange: (entry: {
      probability: number;
      intervalLow: number;
      intervalHigh: number;
    }) =>
      t('probability.withRange', {
        probability: format.wholePercent(entry.probability),
        low: format.wholePercent(entry.intervalLow),
        high: format.wholePercent(entry.intervalHigh),
      }),
    /** A whole number with grouping: "1,250" / "1.250". */
    whole: (value: number) => formatNumber(value, format.locale),
    /** A stored moment (ISO timestamp) as a date in the reader's zone. */
    momentDate: (moment: string) => formatMomentDate(moment, format.locale),
    /** A calendar day (YYYY-MM-DD), e.g. a step's due date. */
    day: (day: string) => formatCalendarDate(day, format.locale),
  };
};

/** What a dashboard says when its load failed, with the reason (LoadState's failure). */
export const useDashboardLoadFailure = () => {
  const { t } = useDashboardsText();
  const errorMessage = useErrorMessage();
  return (error: Error) => t('loadFailed', { reason: errorMessage(error) });
};
