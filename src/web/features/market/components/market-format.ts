import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldText } from '#web/lib/field-text';
import { formatPercent, formatPoints } from '#web/lib/format';
import type { SectorChoice } from '../market-series';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date of the data ("Mar 31, 2025" / "31 Mar 2025"), read in UTC: the dates are days,
 * not moments, so a reader west of Greenwich must not see the day before.
 */
export const formatDataDate = (isoDate: string, locale: string) => {
  let found = dateFormatters.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormatters.set(locale, found);
  }
  return found.format(new Date(`${isoDate}T00:00:00Z`));
};

/** The calculator's sector label without its examples in brackets, so axes and tables stay short. */
export const shortSectorName = (label: string) => label.split(' (')[0] ?? label;

/** The dashboard's numbers, dates and sector names in the reader's language. */
export const useMarketFormat = () => {
  const { t } = useTranslation('market');
  const fieldText = useFieldText();
  const { locale } = fieldText;
  return useMemo(
    () => ({
      locale,
      /** "46.5%" / "%46,5". */
      percent: (share: number) => formatPercent(share, locale, { digits: 1, minDigits: 1 }),
      /** Whole percent for axis ticks: "20%" / "%20". */
      wholePercent: (share: number) => formatPercent(share, locale),
      /** A change of a share in percentage points: "+1.4" / "−0,6". */
      points: (share: number) => formatPoints(share * 100, locale, { digits: 1 }),
      date: (isoDate: string) => formatDataDate(isoDate, locale),
      sector: (sector: SectorChoice) =>
        sector === 'all' ? t('allSectors') : shortSectorName(fieldText.option('sector', sector)),
    }),
    [locale, fieldText, t],
  );
};
