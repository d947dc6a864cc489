import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyCurrency } from '#shared/money/currencies';
import {
  formatMoney,
  formatNumber,
  formatPercent,
  formatPoints,
  formatPrice,
  localeOf,
} from './format';
import { formatUsdAs, useMoneyView } from './money-view';

/**
 * lib/format.ts bound to the current language, for components (one decimal where it matters).
 * `money` takes the model's US dollars and writes them in the screen's currency (money-view.tsx).
 */
export const useFormatters = () => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const view = useMoneyView();
  return useMemo(
    () => ({
      locale,
      money: (usd: number) => formatUsdAs(usd, view, locale),
      compactMoney: (usd: number) => formatUsdAs(usd, view, locale, { compact: true }),
      /** An amount already in `currency` (what a founder typed): "₺1.250.000". */
      moneyIn: (amount: number, currency: MoneyCurrency) =>
        formatMoney(amount, locale, { currency }),
      /** A catalogue price in minor units, in its own currency: "$12" / "₺479". */
      price: (minorUnits: number, currency: 'USD' | 'TRY', options?: { hasCents?: boolean }) =>
        formatPrice(minorUnits, currency, locale, options),
      /** A share (0..1), e.g. "7.4%" / "%7,4". */
      percent: (share: number) => formatPercent(share, locale, { digits: 1 }),
      /** Whole percent from a share (0..1), e.g. "38%" / "%38". */
      wholePercent: (share: number) => formatPercent(share, locale),
      points: (points: number, options?: { digits?: number }) =>
        formatPoints(points, locale, options),
      number: (value: number) => formatNumber(value, locale, { digits: 1 }),
    }),
    [locale, view],
  );
};
