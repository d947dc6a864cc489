import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { CalculationComparison } from '../compare-calculations';

type CompareChartProps = {
  comparison: CalculationComparison;
  firstTitle: string;
  secondTitle: string;
};

/**
 * The score and the six rated factors of both calculations as paired bars, so the differences
 * are seen at a glance. Hidden from assistive technology: the tables beside it carry the numbers.
 */
export const CompareChart = ({ comparison, firstTitle, secondTitle }: CompareChartProps) => {
  const { t } = useTranslation('calculations');
  const { t: engineT } = useTranslation('engine');
  const data = [
    { name: t('compare.score'), first: comparison.score.first, second: comparison.score.second },
    ...comparison.factors.map((factor) => ({
      name: engineT(`factor_names.${factor.name}`),
      first: factor.first,
      second: factor.second,
    })),
  ];
  return (
    <div aria-hidden="true" className="h-96 w-full" data-testid="compare-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} />
          <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 12 }} interval={0} />
          <Legend />
          <Bar dataKey="first" name={firstTitle} fill="var(--color-primary)" />
          <Bar dataKey="second" name={secondTitle} fill="var(--color-accent)" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
};
