import { useTranslation } from 'react-i18next';
import type { Runway } from '#shared/contracts/business-analyzer';
import type { MoneyCurrency } from '#shared/money/currencies';
import { PageSection } from '#web/components/ui/page-section';
import { useAnalyzerFormat } from '../hooks/use-analyzer-format';

/** Months of cash at the current net burn, or why there is no such number. */
export const RunwaySummary = ({
  runway,
  currency,
}: {
  runway: Runway;
  /** The check-up's currency, when it was asked. */
  currency?: MoneyCurrency | undefined;
}) => {
  const { t } = useTranslation('businessAnalyzer');
  const format = useAnalyzerFormat(currency);
  return (
    <PageSection id="analyzer-runway" heading={t('runway.heading')} className="flex flex-col gap-2">
      {runway.kind === 'months' ? (
        <>
          <p className="text-3xl font-bold text-ink tabular-nums" data-testid="analyzer-runway">
            {t('runway.months', {
              count: runway.months,
              value: format.decimal(runway.months),
            })}
          </p>
          <p className="text-ink">
            {t('runway.burning', { amount: format.amount(runway.netBurn) })}
          </p>
        </>
      ) : (
        <>
          <p className="text-3xl font-bold text-ink" data-testid="analyzer-runway">
            {t('runway.notBurning')}
          </p>
          <p className="text-ink">{t('runway.notBurningBody')}</p>
        </>
      )}
    </PageSection>
  );
};
