import { useFormatters } from '#web/lib/use-formatters';

/**
 * One formatter per locale for the whole page: building an Intl.DateTimeFormat is costly (ICU
 * data), and every card on the list asked for its own (about 55 ms of a /blog load in a CPU
 * profile, the largest share of the page's own code).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (locale: string) => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    formatters.set(locale, formatter);
  }
  return formatter;
};

/** A calendar date in the reader's language ("May 1, 2026" / "1 Mayıs 2026"). */
export const useDateFormat = () => {
  const { locale } = useFormatters();
  const formatter = formatterFor(locale);
  return (moment: string) => formatter.format(new Date(moment));
};
