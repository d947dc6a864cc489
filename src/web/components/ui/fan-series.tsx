import { Area, Line } from 'recharts';

/**
 * The band (P10 to P90) and median line of a fan chart, in the app's colours: put the returned
 * series straight into a Recharts chart, whose data rows carry `band: [low, high]` and `p50`.
 */
export const fanSeries = ({ hasDots = true }: { hasDots?: boolean } = {}) => [
  <Area
    key="band"
    dataKey="band"
    stroke="none"
    fill="var(--color-primary)"
    fillOpacity={0.2}
    isAnimationActive={false}
  />,
  <Line
    key="p50"
    dataKey="p50"
    stroke="var(--color-primary)"
    strokeWidth={2}
    {...(hasDots ? {} : { dot: false })}
    isAnimationActive={false}
  />,
];
