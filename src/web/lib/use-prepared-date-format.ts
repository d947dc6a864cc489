import { useEffect } from 'react';
import { whenDeferredMayLoad } from './startup-gate';
import { useFormatters } from './use-formatters';

/** One of format.ts's date formats (formatLongDate, formatLongDateTime, ...). */
type DateFormat = (moment: Date | string, locale: string) => string;

/**
 * Builds a date format's Intl.DateTimeFormat while the page waits for its data. The first
 * Intl.DateTimeFormat of a page load reads ICU's calendar data: about 50 ms of a /blog load's main
 * thread in a profile, 28 ms of a saved result's. Done in the task that draws the data, it made
 * that task longer (blocking time) and the content later (largest paint). It waits until the page's
 * reads have asked for their chunks (whenDeferredMayLoad), so it runs while those load.
 */
export const usePreparedDateFormat = (format: DateFormat) => {
  const { locale } = useFormatters();
  useEffect(() => {
    let isCurrent = true;
    void whenDeferredMayLoad().then(() => {
      if (isCurrent) format(new Date(0), locale);
    });
    return () => {
      isCurrent = false;
    };
  }, [format, locale]);
};
