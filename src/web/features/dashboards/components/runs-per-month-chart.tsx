import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AnalyticsDashboard } from '#shared/contracts/dashboards';
import { AnalyticsChartFigure } from './analytics-chart-figure';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

const SERIES = [
  { key: 'calculations', color: 'var(--color-primary)' },
  { key: 'analyses', color: 'var(--color-accent)' },
  { key: 'checkups', color: 'var(--color-ink-subtle)' },
] as const;

/** Saved calculations, analyses and check-ups per calendar month, the last twelve months. */
export const RunsPerMonthChart = ({ months }: { months: AnalyticsDashboard['runsPerMonth'] }) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();
  const monthName = new Intl.DateTimeFormat(format.locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const data = months.map((entry) => ({
    ...entry,
    label: monthName.format(new Date(`${entry.month}-01T00:00:00.000Z`)),
  }));
  return (
    <AnalyticsChartFigure
      section="months"
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ right: 8, left: 0 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" minTickGap={12} tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12 }} />
            <Legend />
            {SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={t(`analytics.months.${series.key}`)}
                stackId="runs"
                fill={series.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      headers={[
        t('analytics.months.month'),
        ...SERIES.map((series) => t(`analytics.months.${series.key}`)),
      ]}
      rows={data.map((row) => [
        row.label,
        ...SERIES.map((series) => format.whole(row[series.key])),
      ])}
    />
  );
};
