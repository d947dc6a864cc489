/*
 * Calendar days (YYYY-MM-DD: an action step's due date, an experiment result's date) and the dates
 * of moments, as the reader writes them. A calendar day is read and written in UTC, so no time
 * zone moves it to the day before; a moment is shown in the reader's own time zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

const dateFormatter = (locale: string, timeZone?: string) => {
  const key = `${locale}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, found);
  }
  return found;
};

/** A calendar day in the reader's language: "Mar 2, 2026" / "2 Mar 2026". */
export const formatCalendarDate = (day: string, locale: string) =>
  dateFormatter(locale, 'UTC').format(new Date(`${day}T00:00:00.000Z`));

/** A moment (ISO timestamp) as a date in the reader's time zone. */
export const formatMomentDate = (moment: string, locale: string) =>
  dateFormatter(locale).format(new Date(moment));

/** Today in the reader's time zone as YYYY-MM-DD, as date inputs and due dates write it. */
export const localToday = (now = new Date()) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
