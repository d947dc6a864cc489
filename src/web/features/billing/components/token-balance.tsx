import { useTranslation } from 'react-i18next';
import { useMembership } from '../api/get-membership';

/** The signed-in user's balance, as a live region: it changes after a purchase. */
export const BillingBalance = () => {
  const { t } = useTranslation('billing');
  const membership = useMembership();
  if (!membership.data) return null;
  return (
    <p role="status" className="text-lg font-semibold text-ink" data-testid="token-balance">
      {t('balance', { count: membership.data.tokenBalance })}
    </p>
  );
};
