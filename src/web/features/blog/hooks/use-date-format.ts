import { formatLongDate } from '#web/lib/format';
import { useFormatters } from '#web/lib/use-formatters';
import { usePreparedDateFormat } from '#web/lib/use-prepared-date-format';

/** A calendar date in the reader's language ("May 1, 2026" / "1 Mayıs 2026"). */
export const useDateFormat = () => {
  const { locale } = useFormatters();
  return (moment: string) => formatLongDate(moment, locale);
};

/** Builds useDateFormat's formatter while the page waits for its posts (usePreparedDateFormat). */
export const usePreparedBlogDateFormat = () => usePreparedDateFormat(formatLongDate);
