import { CartesianGrid, ComposedChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ScoreSeries } from '#shared/contracts/dashboards';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { fanSeries } from '#web/components/ui/fan-series';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

type ScoreHistoryChartProps = { series: ScoreSeries; index: number };

/**
 * One business's saved calculations in time order: the probability as a line inside its 80%
 * interval, and the same figures as a table for screen readers.
 */
export const ScoreHistoryChart = ({ series, index }: ScoreHistoryChartProps) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();
  const name = series.businessName ?? t('progress.history.unlinked');
  const data = series.points.map((point, position) => ({
    position,
    date: format.momentDate(point.createdAt),
    probability: point.probability,
    band: [point.intervalLow, point.intervalHigh],
  }));
  return (
    <ChartFigure
      id={`score-history-${index}`}
      title={t('progress.history.chartTitle', { name })}
      description={
        series.points.length < 2 ? t('progress.history.onePoint') : t('progress.history.chartBody')
      }
      headingLevel={3}
      chartClassName="h-64 w-full"
      tableToggle={{ show: t('showTable'), hide: t('hideTable') }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} accessibilityLayer={false} margin={{ right: 8, left: 0 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="date" minTickGap={16} tick={{ fontSize: 12 }} />
            <YAxis
              domain={[0, 1]}
              ticks={[0, 0.25, 0.5, 0.75, 1]}
              tickFormatter={(value: number) => format.wholePercent(value)}
              width={48}
              tick={{ fontSize: 12 }}
            />
            {fanSeries({ lineKey: 'probability' })}
          </ComposedChart>
        </ResponsiveContainer>
      }
      headers={[
        t('progress.history.run'),
        t('progress.history.date'),
        t('progress.history.calculation'),
        t('progress.history.probability'),
        t('progress.history.low'),
        t('progress.history.high'),
      ]}
      rows={series.points.map((point, position) => [
        t('progress.history.runNumber', { number: position + 1 }),
        format.momentDate(point.createdAt),
        point.title,
        format.wholePercent(point.probability),
        format.wholePercent(point.intervalLow),
        format.wholePercent(point.intervalHigh),
      ])}
    />
  );
};
