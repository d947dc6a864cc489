import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  ComposedChart,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { SimulationResult } from '#shared/contracts/simulation';
import { useFormatters } from '#web/lib/use-formatters';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { fanSeries } from '#web/components/ui/fan-series';

/** End-of-month cash: the P10-P90 band around the median, month by month. */
export const CashFanChart = ({ result }: { result: SimulationResult }) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const cash = result.monthly?.cash;
  if (!cash) return null;
  const data = cash.p50.map((p50, index) => ({
    month: index + 1,
    band: [cash.p10[index] ?? p50, cash.p90[index] ?? p50],
    p50,
  }));
  return (
    <ChartFigure
      id="cash-fan"
      title={t('charts.cash.title')}
      description={t('charts.cash.description')}
      headers={[t('charts.month'), t('charts.p10'), t('charts.p50'), t('charts.p90')]}
      rows={data.map((row) => [
        t('charts.monthValue', { month: row.month }),
        format.money(row.band[0] ?? 0),
        format.money(row.p50),
        format.money(row.band[1] ?? 0),
      ])}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="month" />
            <YAxis tickFormatter={format.compactMoney} width={72} />
            <ReferenceLine y={0} stroke="var(--color-danger-700)" strokeDasharray="4 4" />
            {fanSeries({ hasDots: false })}
          </ComposedChart>
        </ResponsiveContainer>
      }
    />
  );
};
