import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { toPercent } from '../format-percent';
import { ChartFigure } from '#web/components/ui/chart-figure';

/** Probability of still operating at the end of years 1..5 (year 0: today, 100%). */
export const SurvivalCurve = ({ survivalCurve }: { survivalCurve: number[] }) => {
  const { t } = useTranslation('results');
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
        `${toPercent(survival)}%`,
      ])}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="year" />
            <YAxis domain={[0, 100]} unit="%" />
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
