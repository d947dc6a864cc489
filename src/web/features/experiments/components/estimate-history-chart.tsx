import { useTranslation } from 'react-i18next';
import { CartesianGrid, ComposedChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { Experiment, ValidationView } from '#shared/contracts/experiments';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { fanSeries } from '#web/components/ui/fan-series';
import { formatPercent } from '#web/lib/format';
import { useExperimentFormat } from './experiment-format';

type EstimateHistoryChartProps = {
  validation: ValidationView;
  experiments: readonly Experiment[];
};

// Evidence moves the estimate by a few points: the axis fits the figures instead of 0-100%.
const domainOf = (values: number[]): [number, number] => [
  Math.max(0, Math.floor(Math.min(...values) - 5)),
  Math.min(100, Math.ceil(Math.max(...values) + 5)),
];

/** The estimate after each result, oldest first, with its range; a table carries the figures. */
export const EstimateHistoryChart = ({ validation, experiments }: EstimateHistoryChartProps) => {
  const { t } = useTranslation('experiments');
  const format = useExperimentFormat();
  const measureOf = (id: string) => experiments.find((item) => item.id === id)?.measure ?? '';
  const steps = [
    { key: 'start', tick: t('history.start'), label: t('history.startLong'), ...validation.prior },
    ...validation.history.map((step) => ({
      key: step.entryId,
      tick: format.date(step.date),
      label: t('history.stepLabel', {
        date: format.date(step.date),
        measure: measureOf(step.experimentId),
      }),
      ...step,
    })),
  ];
  const data = steps.map((step, index) => ({
    index,
    estimate: step.probability * 100,
    range: [step.interval.low * 100, step.interval.high * 100],
  }));
  const domain = domainOf(
    steps.flatMap((step) => [step.interval.low * 100, step.interval.high * 100]),
  );
  return (
    <ChartFigure
      id="experiments-history"
      title={t('history.title')}
      description={t('history.description')}
      headers={[
        t('history.step'),
        t('history.estimate'),
        t('history.low'),
        t('history.high'),
        t('history.factor'),
      ]}
      rows={steps.map((step) => [
        step.label,
        format.percent(step.probability),
        format.percent(step.interval.low),
        format.percent(step.interval.high),
        t('estimate.factorValue', { factor: format.factor(step.demandFactor) }),
      ])}
      tableToggle={{ show: t('history.showTable'), hide: t('history.hideTable') }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey="index"
              tickFormatter={(index: number) => steps[index]?.tick ?? ''}
              interval="preserveStartEnd"
            />
            <YAxis
              domain={domain}
              width={48}
              tickFormatter={(value: number) => formatPercent(value / 100, format.locale)}
            />
            {fanSeries({ bandKey: 'range', lineKey: 'estimate', bandOpacity: 0.15 })}
          </ComposedChart>
        </ResponsiveContainer>
      }
    />
  );
};
