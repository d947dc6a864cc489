import { useTranslation } from 'react-i18next';
import type { Membership } from '#shared/contracts/billing';
import { formatMomentDate } from '#web/lib/calendar-date';
import { useFormatters } from '#web/lib/use-formatters';
import { useTokenAmount } from '#web/lib/use-token-amount';
import { CancelMembershipDialog } from './cancel-membership-dialog';

/** The plan in force: when its month ends, whether it renews, its allowance left, and cancel. */
export const CurrentPlan = ({ membership }: { membership: Membership }) => {
  const { t } = useTranslation(['billing', 'pricing']);
  const { locale } = useFormatters();
  const tokenAmount = useTokenAmount();
  const balance = (
    <p className="font-semibold text-ink" data-testid="token-balance">
      {t('balance', { amount: tokenAmount(membership.tokenBalance) })}
    </p>
  );
  if (membership.tierId === 'free' || membership.currentPeriodEnd === null)
    return (
      <div className="flex flex-col gap-2" data-testid="current-plan">
        <p className="text-ink">{t('membership.free')}</p>
        {balance}
      </div>
    );
  const tierName = t(`pricing:tiers.names.${membership.tierId}`);
  const endDate = formatMomentDate(membership.currentPeriodEnd, locale);
  return (
    <div className="flex flex-col items-start gap-2" data-testid="current-plan">
      <p className="text-lg font-semibold text-ink">
        {t('membership.tierName', { tier: tierName })}
      </p>
      {membership.cancelledAt ? (
        <p className="text-ink" data-testid="plan-cancelled">
          {t('membership.cancelled', { date: endDate })}
        </p>
      ) : (
        <p className="text-ink">
          {membership.renews
            ? t('membership.renews', { date: endDate })
            : t('membership.demoNoRenew', { date: endDate })}
        </p>
      )}
      <p className="text-ink-muted">
        {t('membership.allowanceLeft', { count: membership.allowanceLeft })}
      </p>
      {balance}
      {membership.cancelledAt ? null : (
        <CancelMembershipDialog tierName={tierName} endDate={endDate} />
      )}
    </div>
  );
};
