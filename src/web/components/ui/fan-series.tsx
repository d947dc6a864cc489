import { Area, Line } from 'recharts';

type FanSeriesOptions = {
  hasDots?: boolean;
  /** The data rows' `[low, high]` field (default `band`). */
  bandKey?: string;
  /** The data rows' middle value (default `p50`). */
  lineKey?: string;
  /** How strongly the band is filled (default 0.2). */
  bandOpacity?: number;
};

/**
 * The band (P10 to P90, or any interval) and median line of a fan chart, in the app's colours: put
 * the returned series straight into a Recharts chart, whose data rows carry `band: [low, high]` and
 * `p50` unless other keys are named.
 */
export const fanSeries = ({
  hasDots = true,
  bandKey = 'band',
  lineKey = 'p50',
  bandOpacity = 0.2,
}: FanSeriesOptions = {}) => [
  <Area
    key="band"
    dataKey={bandKey}
    stroke="none"
    fill="var(--color-primary)"
    fillOpacity={bandOpacity}
    isAnimationActive={false}
  />,
  <Line
    key="p50"
    dataKey={lineKey}
    stroke="var(--color-primary)"
    strokeWidth={2}
    {...(hasDots ? {} : { dot: false })}
    isAnimationActive={false}
  />,
];
