import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { formatPercent, toPercent } from '#web/lib/format';
import { useFormatters } from '#web/lib/use-formatters';

/** Probability of still operating at the end of years 1..5 (year 0: today, 100%). */
export const SurvivalCurve = ({ survivalCurve }: { survivalCurve: number[] }) => {
  const { t } = useTranslation('results');
  const { locale, wholePercent } = useFormatters();
  const data = [1, ...survivalCurve].map((survival, year) => ({
    year,
    survival: toPercent(survival),
  }));
  return (
    <ChartFigure
      id="survival-curve"
      title={t('charts.survival.title')}
      headers={[t('charts.survival.year'), t('charts.survival.survival')]}
      rows={survivalCurve.map((survival, index) => [
        t('charts.survival.yearValue', { year: index + 1 }),
        wholePercent(survival),
      ])}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="year" />
            <YAxis
              domain={[0, 100]}
              tickFormatter={(value: number) => formatPercent(value / 100, locale)}
            />
            <Line
              dataKey="survival"
              stroke="var(--color-primary)"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
    />
  );
};
