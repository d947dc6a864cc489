import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '#web/lib/format';

/** Formats an ISO timestamp as a date and time in the reader's language ("Mar 2, 2026, 9:00 AM"). */
export const useDateTimeFormat = () => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
};
