import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationView } from '#shared/contracts/experiments';
import { Card } from '#web/components/ui/card';
import { useExperimentFormat } from './experiment-format';

/** One figure of the summary: its name, its value and what may follow it (the change). */
const EstimateFigure = ({
  label,
  testId,
  value,
  children,
}: {
  label: string;
  testId: string;
  value: string;
  children?: ReactNode;
}) => (
  <Card padding="row">
    <dt className="text-sm text-ink-muted">{label}</dt>
    <dd className="mt-1 text-lg font-semibold break-words text-ink" data-testid={testId}>
      {value}
    </dd>
    {children}
  </Card>
);

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
        <EstimateFigure
          label={t('estimate.prior')}
          testId="estimate-prior"
          value={valueOf(prior)}
        />
        <EstimateFigure
          label={t('estimate.current')}
          testId="estimate-current"
          value={valueOf(current)}
        >
          <dd className="text-sm text-ink-muted">
            {t('estimate.change', {
              points: format.points(current.probability - prior.probability),
            })}
          </dd>
        </EstimateFigure>
        <EstimateFigure
          label={t('estimate.factor')}
          testId="estimate-factor"
          value={t('estimate.factorValue', { factor: format.factor(current.demandFactor) })}
        />
      </dl>
      <p className="text-sm text-ink-muted">{t('estimate.factorNote')}</p>
      {current.capped ? (
        <p className="text-sm font-medium text-ink">{t('estimate.capped')}</p>
      ) : null}
      <p className="text-sm text-ink-muted">{t('estimate.rangeNote')}</p>
    </div>
  );
};
