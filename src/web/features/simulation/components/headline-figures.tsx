import { useTranslation } from 'react-i18next';
import type { SimulationResult } from '#shared/contracts/simulation';
import { Card } from '#web/components/ui/card';
import { useFormatters } from '#web/lib/use-formatters';

/** The three numbers a founder asks first, for one scenario, each with what it counts. */
export const HeadlineFigures = ({ result }: { result: SimulationResult }) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const median = result.breakEven.percentiles.p50;
  const years = Math.round(result.months / 12);
  const figures = [
    {
      key: 'cashOut',
      label: t('headline.cashOut'),
      value: format.percent(result.cashOutBeforeBreakEvenProbability),
      definition: t('headline.cashOutDefinition'),
    },
    {
      key: 'breakEven',
      label: t('headline.breakEven'),
      value:
        median === null
          ? t('headline.notWithin', { months: result.months })
          : t('headline.monthValue', { month: median }),
      definition: t('headline.breakEvenDefinition'),
    },
    {
      key: 'survival',
      label: t('headline.survival', { years }),
      value: format.percent(result.survivalProbability),
      definition: t('headline.survivalDefinition', { months: result.months }),
    },
  ];
  return (
    <dl data-testid="headline-figures" className="grid gap-4 sm:grid-cols-3">
      {figures.map((figure) => (
        <Card key={figure.key}>
          <dt className="text-sm text-ink-muted">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">{figure.value}</dd>
          <dd className="mt-2 text-sm text-ink-muted">{figure.definition}</dd>
        </Card>
      ))}
    </dl>
  );
};
