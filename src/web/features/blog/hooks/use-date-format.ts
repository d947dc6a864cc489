import { useMemo } from 'react';
import { useFormatters } from '#web/lib/use-formatters';

/** A calendar date in the reader's language ("May 1, 2026" / "1 Mayıs 2026"). */
export const useDateFormat = () => {
  const { locale } = useFormatters();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    return (moment: string) => format.format(new Date(moment));
  }, [locale]);
};
