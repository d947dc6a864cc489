import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';
import { useFormatters } from './use-formatters';

/**
 * "1,250 tokens" / "1.250 jeton": the one wording of a token balance, for every place that shows
 * one (the tokens page's card, the checkout's and the plan's balance line, the dashboard). Each
 * had its own key before, and one of them printed the count without the language's grouping.
 */
export const useTokenAmount = () => {
  const { t } = useTranslation('common');
  const { locale } = useFormatters();
  return useCallback(
    (count: number) => t('tokens.amount', { count, formattedCount: formatNumber(count, locale) }),
    [t, locale],
  );
};
