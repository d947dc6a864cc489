import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { SimulationResult } from '#shared/contracts/simulation';
import { useFormatters } from '#web/lib/use-formatters';
import { ChartFigure } from '#web/components/ui/chart-figure';

/** Share of paths by the quarter of their first profitable month; the rest never break even. */
export const BreakEvenHistogram = ({ result }: { result: SimulationResult }) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const { histogram, neverShare } = result.breakEven;
  const data = histogram.map((bin) => ({
    label: t('charts.breakEven.bin', { from: bin.fromMonth, to: bin.toMonth }),
    percent: bin.share * 100,
    share: bin.share,
  }));
  return (
    <ChartFigure
      id="break-even-histogram"
      title={t('charts.breakEven.title')}
      description={t('charts.breakEven.description', { share: format.percent(neverShare) })}
      headers={[t('charts.breakEven.months'), t('charts.breakEven.share')]}
      rows={[
        ...data.map((row) => [row.label, format.percent(row.share)]),
        [t('charts.breakEven.never'), format.percent(neverShare)],
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" interval="preserveStartEnd" />
            <YAxis tickFormatter={(value: number) => format.wholePercent(value / 100)} />
            <Bar dataKey="percent" fill="var(--color-primary)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
};
