const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A result's calendar date (YYYY-MM-DD) in the reader's language: "Mar 2, 2026" / "2 Mar 2026".
 * Read as UTC midnight and written in UTC, so no time zone moves it to the day before.
 */
export const formatCalendarDate = (date: string, locale: string) => {
  let found = formatters.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formatters.set(locale, found);
  }
  return found.format(new Date(`${date}T00:00:00Z`));
};

/** Today in the browser's time zone, as the date input writes it (YYYY-MM-DD). */
export const localToday = (now = new Date()) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
