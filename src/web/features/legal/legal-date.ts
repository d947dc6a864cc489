/** A policy's date (ISO, YYYY-MM-DD) as a long date in the reader's language, in UTC. */
export const formatLegalDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
