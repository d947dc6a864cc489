import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AnalyticsDashboard } from '#shared/contracts/dashboards';
import { AnalyticsChartFigure } from './analytics-chart-figure';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

/** How the user's saved calculations spread over the probability scale, in 10-point bins. */
export const ProbabilityDistributionChart = ({
  bins,
}: {
  bins: AnalyticsDashboard['probabilityBins'];
}) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();
  const data = bins.map((bin) => ({
    label: t('analytics.distribution.bin', {
      from: format.wholePercent(bin.from),
      to: format.wholePercent(bin.to),
    }),
    // The axis names each bar by where its band starts (ten full ranges do not fit at 320 px);
    // the table below carries the full range.
    tick: format.wholePercent(bin.from),
    count: bin.count,
  }));
  return (
    <AnalyticsChartFigure
      section="distribution"
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ right: 8, left: 0 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="tick" minTickGap={4} tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12 }} />
            <Bar dataKey="count" fill="var(--color-primary)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      headers={[t('analytics.distribution.range'), t('analytics.distribution.count')]}
      rows={data.map((row) => [row.label, format.whole(row.count)])}
    />
  );
};
