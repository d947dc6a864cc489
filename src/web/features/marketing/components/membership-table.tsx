import { useTranslation } from 'react-i18next';
import type { MembershipTier } from '#shared/catalogue';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import { useFormatters } from '#web/lib/use-formatters';

/** The catalogue's membership tiers: monthly price in both currencies and what each month gives. */
export const MembershipTable = ({ tiers }: { tiers: readonly MembershipTier[] }) => {
  const { t } = useTranslation('pricing');
  const format = useFormatters();
  const monthly = (tier: MembershipTier, currency: 'USD' | 'TRY') =>
    tier.monthlyPrice ? format.price(tier.monthlyPrice[currency], currency) : t('tiers.noPrice');
  return (
    <DataTable
      caption={t('tiers.caption')}
      testId="membership-table"
      className="min-w-[36rem]"
      columns={arrayColumns(
        [
          t('tiers.columns.tier'),
          t('tiers.columns.priceUsd'),
          t('tiers.columns.priceTry'),
          t('tiers.columns.tokens'),
          t('tiers.columns.runs'),
        ],
        { numeric: [1, 2, 3, 4] },
      )}
      rows={tiers.map((tier) => [
        t(`tiers.names.${tier.id}`),
        monthly(tier, 'USD'),
        monthly(tier, 'TRY'),
        format.number(tier.monthlyTokens),
        format.number(tier.dailyFreeSimulatorRuns),
      ])}
      rowKey={(_, index) => tiers[index]?.id ?? String(index)}
    />
  );
};
