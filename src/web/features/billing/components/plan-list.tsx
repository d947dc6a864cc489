import { useTranslation } from 'react-i18next';
import { CATALOGUE, type Currency, type MembershipTier } from '#shared/catalogue';
import type { PaidTierId, TierId } from '#shared/contracts/billing';
import { Button } from '#web/components/ui/button';
import { cardClassName } from '#web/components/ui/card';
import { useFormatters } from '#web/lib/use-formatters';

type PlanListProps = {
  currency: Currency;
  /** The tier in force; null for visitors or while it loads. */
  currentTierId: TierId | null;
  /** Whether the current paid tier was cancelled (it can then be bought again). */
  isCancelled: boolean;
  /** Absent for visitors: no buttons. */
  onChoose?: (tierId: PaidTierId) => void;
  pendingId?: string | null;
};

const isPaid = (tier: MembershipTier): tier is MembershipTier & { id: PaidTierId } =>
  tier.monthlyPrice !== null;

/** The catalogue's tiers with what each gives, the current one marked, and a way to choose. */
export const PlanList = ({
  currency,
  currentTierId,
  isCancelled,
  onChoose,
  pendingId = null,
}: PlanListProps) => {
  const { t } = useTranslation(['billing', 'pricing']);
  const format = useFormatters();
  const isOnPaidTier = currentTierId !== null && currentTierId !== 'free';
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-testid="plan-list">
      {CATALOGUE.tiers.map((tier) => {
        const name = t(`pricing:tiers.names.${tier.id}`);
        const isCurrent = tier.id === currentTierId;
        const canChoose = isPaid(tier) && onChoose && (!isCurrent || isCancelled);
        return (
          <li
            key={tier.id}
            aria-current={isCurrent ? 'true' : undefined}
            className={
              isCurrent
                ? 'flex flex-col gap-2 rounded-lg border-2 border-primary bg-surface p-4'
                : cardClassName({ className: 'flex flex-col gap-2' })
            }
          >
            <h3 className="text-lg font-semibold text-ink">{name}</h3>
            {isCurrent ? (
              <p className="self-start rounded-full bg-primary-soft px-2 py-0.5 text-sm font-medium text-ink">
                {t('membership.current')}
              </p>
            ) : null}
            <p className="text-xl font-bold text-ink">
              {tier.monthlyPrice
                ? t('membership.perMonth', {
                    price: format.price(tier.monthlyPrice[currency], currency),
                  })
                : t('membership.freePrice')}
            </p>
            <ul className="list-disc space-y-1 pl-5 text-ink-muted">
              <li>
                {tier.monthlyTokens > 0
                  ? t('membership.monthlyTokens', { count: tier.monthlyTokens })
                  : t('membership.noMonthlyTokens')}
              </li>
              <li>{t('membership.freeRuns', { count: tier.dailyFreeSimulatorRuns })}</li>
              <li>{t('membership.alwaysFree')}</li>
            </ul>
            {canChoose ? (
              <Button
                className="mt-auto self-start"
                variant={isOnPaidTier && !isCurrent ? 'secondary' : 'primary'}
                disabled={pendingId !== null}
                onClick={() => onChoose(tier.id)}
              >
                {pendingId === tier.id
                  ? t('subscription.buying')
                  : isOnPaidTier && !isCurrent
                    ? t('membership.switch', { tier: name })
                    : t('membership.choose', { tier: name })}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
};
