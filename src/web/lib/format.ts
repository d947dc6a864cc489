import type { MoneyCurrency } from '#shared/money/currencies';

/*
 * The one owner of how numbers are written: every percent, point change, amount of money and plain
 * number the app shows, exports or draws goes through Intl.NumberFormat for the reader's language,
 * so Turkish gets "%7,4", "+18,8" and "$80.000" and English "7.4%", "+18.8" and "$80,000".
 * Machine-readable files (CSV values, JSON) keep raw numbers and do not use these.
 */

/** The BCP 47 locale of a UI language: Turkish or (for anything else) US English. */
export const localeOf = (language: string | undefined) => (language === 'tr' ? 'tr-TR' : 'en-US');

type Digits = { digits?: number; minDigits?: number };

const formatters = new Map<string, Intl.NumberFormat>();
/** Intl.NumberFormat is costly to build and charts format every tick: keep one per options. */
const formatter = (locale: string, options: Intl.NumberFormatOptions) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
};

const fractionDigits = ({ digits = 0, minDigits = 0 }: Digits) => ({
  minimumFractionDigits: Math.min(minDigits, digits),
  maximumFractionDigits: digits,
});

/** A share (0..1) as a percentage: "38%" / "%38"; whole by default. */
export const formatPercent = (share: number, locale: string, options: Digits = {}) =>
  formatter(locale, { style: 'percent', ...fractionDigits(options) }).format(share);

/** A probability (0..1) as whole percent points, the number shown in texts and tables (0..100). */
export const toPercent = (probability: number) => Math.round(probability * 100);

/** A change in percentage points with an explicit sign and one decimal: "+2.5", "−1.0", "+2,5". */
export const formatPoints = (points: number, locale: string, options: Digits = {}) => {
  const { digits = 1, minDigits = digits } = options;
  const magnitude = formatter(locale, fractionDigits({ digits, minDigits })).format(
    Math.abs(points),
  );
  return `${points >= 0 ? '+' : '−'}${magnitude}`;
};

/**
 * An amount of money, whole by default, in US dollars unless another currency is named: "$80,000" /
 * "$80.000", "₺1,250,000" / "₺1.250.000", "€52,800"; compact gives "$1.5M" / "$1,5 Mn". The amount
 * is already in that currency (shared/money/currencies.ts converts).
 */
export const formatMoney = (
  amount: number,
  locale: string,
  options: Digits & { compact?: boolean; currency?: MoneyCurrency } = {},
) => {
  const { compact, currency = 'USD', ...digits } = options;
  return formatter(locale, {
    style: 'currency',
    currency,
    // "₺" and "€" rather than "TRY" and "EUR" in English, as the prices do.
    currencyDisplay: 'narrowSymbol',
    ...(compact ? { notation: 'compact' } : {}),
    ...fractionDigits({ digits: compact ? 1 : 0, ...digits }),
  }).format(amount);
};

/**
 * A catalogue price in minor units (cents, kuruş): "$12" / "₺479" when whole, else (or with
 * `hasCents`, for columns of small amounts) two decimals: "$0.25" / "₺9,95".
 */
export const formatPrice = (
  minorUnits: number,
  currency: 'USD' | 'TRY',
  locale: string,
  options: { hasCents?: boolean } = {},
) => {
  const digits = minorUnits % 100 === 0 && !options.hasCents ? 0 : 2;
  return formatter(locale, {
    style: 'currency',
    currency,
    // "₺199" rather than "TRY 199" in English; the columns name the currency.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 100);
};

/** A plain number with grouping: "12,345.6" / "12.345,6"; whole by default. */
export const formatNumber = (value: number, locale: string, options: Digits = {}) =>
  formatter(locale, fractionDigits(options)).format(value);

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and style: building one is costly (ICU data), and a list of
 * cards each building its own was the largest share of a /blog load's own code.
 */
const formatDate = (
  moment: Date | string,
  locale: string,
  options: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
) => {
  const key = `${locale}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}`;
  let found = dateFormatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, found);
  }
  return found.format(typeof moment === 'string' ? new Date(moment) : moment);
};

/** A moment to the second, in the reader's time zone: "May 1, 2026, 10:00:05 AM" (en-US). */
export const formatDateTime = (moment: Date | string, locale: string) =>
  formatDate(moment, locale, { dateStyle: 'medium', timeStyle: 'medium' });

/** A calendar date in words: "May 1, 2026" / "1 Mayıs 2026". */
export const formatLongDate = (moment: Date | string, locale: string) =>
  formatDate(moment, locale, { dateStyle: 'long' });

/** A short calendar date for lists: "May 1, 2026" / "1 May 2026". */
export const formatMediumDate = (moment: Date | string, locale: string) =>
  formatDate(moment, locale, { dateStyle: 'medium' });

/** A date in words with the time to the minute: "May 1, 2026 at 10:00 AM" / "1 Mayıs 2026 10:00". */
export const formatLongDateTime = (moment: Date | string, locale: string) =>
  formatDate(moment, locale, { dateStyle: 'long', timeStyle: 'short' });
