import { useEffect } from 'react';
import { formatLongDate } from '#web/lib/format';
import { whenDeferredMayLoad } from '#web/lib/startup-gate';
import { useFormatters } from '#web/lib/use-formatters';

/** A calendar date in the reader's language ("May 1, 2026" / "1 Mayıs 2026"). */
export const useDateFormat = () => {
  const { locale } = useFormatters();
  return (moment: string) => formatLongDate(moment, locale);
};

/**
 * Builds the date formatter of useDateFormat while the page waits for its posts. The first
 * Intl.DateTimeFormat of a page load reads ICU's calendar data, about 50 ms of a /blog load's main
 * thread in a profile; done in the task that draws the cards, it made that task longer (blocking
 * time) and the posts later (largest paint). It waits until the page's reads have asked for their
 * chunks (whenDeferredMayLoad), so it runs while those load.
 */
export const usePreparedDateFormat = () => {
  const { locale } = useFormatters();
  useEffect(() => {
    let isCurrent = true;
    void whenDeferredMayLoad().then(() => {
      if (isCurrent) formatLongDate(new Date(0), locale);
    });
    return () => {
      isCurrent = false;
    };
  }, [locale]);
};
