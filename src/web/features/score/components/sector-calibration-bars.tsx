import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export type SectorCalibrationBar = { name: string; predicted: number; observed: number };

type SectorCalibrationBarsProps = {
  data: SectorCalibrationBar[];
  /** The legend's names of the two bars. */
  predictedName: string;
  observedName: string;
  formatPercent: (value: number) => string;
};

/**
 * The drawn part of the sector calibration chart: its own chunk, because Recharts alone is about
 * 100 KB of gzipped JavaScript that /success-score would otherwise load before it is usable.
 */
export const SectorCalibrationBars = ({
  data,
  predictedName,
  observedName,
  formatPercent,
}: SectorCalibrationBarsProps) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart
      data={data}
      layout="vertical"
      accessibilityLayer={false}
      margin={{ left: 8, right: 16 }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" domain={[0, 0.5]} tickFormatter={formatPercent} />
      <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 12 }} interval={0} />
      <Legend />
      <Bar dataKey="predicted" name={predictedName} fill="var(--color-primary)" />
      <Bar dataKey="observed" name={observedName} fill="var(--color-accent)" />
    </BarChart>
  </ResponsiveContainer>
);
