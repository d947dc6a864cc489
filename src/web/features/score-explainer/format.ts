/** Number formatting of the page, in the reader's language (Turkish: decimal comma, %26). */
export const localeOf = (language: string | undefined) => (language === 'tr' ? 'tr-TR' : 'en-US');

export const formatDecimal = (value: number, locale: string, digits = 3) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

export const formatPercent = (value: number, locale: string, digits = 1) =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
