import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { CalculatorInput, PredictionResult } from '#engine/index';
import { useEngineText } from '../hooks/use-engine-text';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { useFormatters } from '#web/lib/use-formatters';

type TornadoProps = { result: PredictionResult; input: CalculatorInput };

/** Rows of the tornado: each input's worst and best alternative, widest swing first. */
export const tornadoRows = (result: PredictionResult) =>
  [...result.sensitivity].sort(
    (a, b) => b.best.probability - b.worst.probability - (a.best.probability - a.worst.probability),
  );

/** Which inputs move the estimate most (sensitivity), as bars around the current estimate. */
export const SensitivityTornado = ({ result }: TornadoProps) => {
  const { t } = useTranslation('results');
  const { label, value: valueText } = useEngineText();
  const { points, wholePercent } = useFormatters();
  const current = result.probability * 100;
  const rows = tornadoRows(result);
  const data = rows.map((entry) => ({
    name: label(entry.input),
    // Bars are drawn as offsets from the current estimate, so the axis sits at the estimate.
    worst: entry.worst.probability * 100 - current,
    best: entry.best.probability * 100 - current,
  }));
  const describe = (input: string, value: string | number, probability: number) =>
    t('charts.tornado.valueAt', {
      value: valueText(input, value),
      percent: wholePercent(probability),
    });
  return (
    <ChartFigure
      id="sensitivity-tornado"
      title={t('charts.tornado.title')}
      description={`${t('charts.tornado.description')} ${t('charts.tornado.current', { value: wholePercent(result.probability) })}`}
      headers={[t('charts.tornado.input'), t('charts.tornado.worst'), t('charts.tornado.best')]}
      rows={rows.map((entry) => [
        label(entry.input),
        describe(entry.input, entry.worst.value, entry.worst.probability),
        describe(entry.input, entry.best.value, entry.best.probability),
      ])}
      // About 2rem a row, so each answer has room for its own label.
      chartClassName="h-[28rem] w-full"
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" stackOffset="sign" accessibilityLayer={false}>
            <CartesianGrid horizontal={false} />
            <XAxis type="number" tickFormatter={(value: number) => points(value, { digits: 0 })} />
            {/* interval 0: Recharts would otherwise drop every other label once rows get close. */}
            <YAxis
              type="category"
              dataKey="name"
              width={160}
              interval={0}
              tick={{ fontSize: 12 }}
            />
            <ReferenceLine x={0} stroke="var(--color-ink)" />
            <Bar
              dataKey="worst"
              stackId="swing"
              fill="var(--color-danger-700)"
              isAnimationActive={false}
            />
            <Bar
              dataKey="best"
              stackId="swing"
              fill="var(--color-primary)"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
};
