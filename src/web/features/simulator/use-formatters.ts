import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Money (US dollars, whole), shares as percentages and plain numbers in the current language. */
export const useFormatters = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const compactMoney = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    return {
      money: (value: number) => money.format(value),
      compactMoney: (value: number) => compactMoney.format(value),
      percent: (share: number) => percent.format(share),
      number: (value: number) => number.format(value),
    };
  }, [language]);
};
