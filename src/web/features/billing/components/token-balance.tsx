import { useTranslation } from 'react-i18next';
import { useTokenAmount } from '#web/lib/use-token-amount';
import { useMembership } from '../api/get-membership';

/** The signed-in user's balance, as a live region: it changes after a purchase. */
export const BillingBalance = () => {
  const { t } = useTranslation('billing');
  const tokenAmount = useTokenAmount();
  const membership = useMembership();
  if (!membership.data) return null;
  return (
    <p role="status" className="text-lg font-semibold text-ink" data-testid="token-balance">
      {t('balance', { amount: tokenAmount(membership.data.tokenBalance) })}
    </p>
  );
};
