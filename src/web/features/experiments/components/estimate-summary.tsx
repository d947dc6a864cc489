import { useTranslation } from 'react-i18next';
import type { ValidationView } from '#shared/contracts/experiments';
import { Card } from '#web/components/ui/card';
import { useExperimentFormat } from './experiment-format';

/** The engine's estimate (the prior), the estimate after the evidence and the market-demand factor. */
export const EstimateSummary = ({ validation }: { validation: ValidationView }) => {
  const { t } = useTranslation('experiments');
  const format = useExperimentFormat();
  const valueOf = (estimate: ValidationView['prior']) =>
    t('estimate.value', {
      probability: format.percent(estimate.probability),
      low: format.percent(estimate.interval.low),
      high: format.percent(estimate.interval.high),
    });
  const { prior, current } = validation;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Card padding="row">
          <dt className="text-sm text-ink-muted">{t('estimate.prior')}</dt>
          <dd
            className="mt-1 text-lg font-semibold break-words text-ink"
            data-testid="estimate-prior"
          >
            {valueOf(prior)}
          </dd>
        </Card>
        <Card padding="row">
          <dt className="text-sm text-ink-muted">{t('estimate.current')}</dt>
          <dd
            className="mt-1 text-lg font-semibold break-words text-ink"
            data-testid="estimate-current"
          >
            {valueOf(current)}
          </dd>
          <dd className="text-sm text-ink-muted">
            {t('estimate.change', {
              points: format.points(current.probability - prior.probability),
            })}
          </dd>
        </Card>
        <Card padding="row">
          <dt className="text-sm text-ink-muted">{t('estimate.factor')}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink" data-testid="estimate-factor">
            {t('estimate.factorValue', { factor: format.factor(current.demandFactor) })}
          </dd>
        </Card>
      </dl>
      <p className="text-sm text-ink-muted">{t('estimate.factorNote')}</p>
      {current.capped ? (
        <p className="text-sm font-medium text-ink">{t('estimate.capped')}</p>
      ) : null}
      <p className="text-sm text-ink-muted">{t('estimate.rangeNote')}</p>
    </div>
  );
};
