import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, ComposedChart, Line, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { type CalculatorInput, projectGrowth } from '#engine/index';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { fanSeries } from '#web/components/ui/fan-series';
import { useFormatters } from '#web/lib/use-formatters';
import { ChartLegend } from './chart-legend';

/** Year-0 size: the projection is shown as an index because the calculator asks no revenue. */
const INDEX_BASE = 100;

/** The growth projection of a sector as a size index; deterministic (the engine's default seed). */
export const projectSizeIndex = (input: CalculatorInput, survivalCurve: number[]) =>
  projectGrowth({
    sector: input.sector,
    startingAnnualRevenue: INDEX_BASE,
    startingAnnualCosts: INDEX_BASE,
    startingCash: 0,
    startingHeadcount: INDEX_BASE,
    survivalCurve,
  });

const round = (value: number) => Math.round(value);

/** The 5-year growth fan: P10–P90 among survivors, the median and the survival-weighted path. */
export const GrowthProjectionChart = ({
  input,
  survivalCurve,
}: {
  input: CalculatorInput;
  survivalCurve: number[];
}) => {
  const { t } = useTranslation('results');
  const { number, percent } = useFormatters();
  const projection = useMemo(() => projectSizeIndex(input, survivalCurve), [input, survivalCurve]);
  const data = [
    { year: 0, band: [INDEX_BASE, INDEX_BASE], p50: INDEX_BASE, expected: INDEX_BASE },
    ...projection.years.map((year) => ({
      year: year.year,
      band: [round(year.revenue.p10), round(year.revenue.p90)],
      p50: round(year.revenue.p50),
      expected: round(year.expected.revenue),
    })),
  ];
  const { parameters } = projection;
  return (
    <ChartFigure
      id="growth-projection"
      title={t('charts.growth.title')}
      description={t('charts.growth.description')}
      headers={[
        t('charts.growth.year'),
        t('charts.growth.p10'),
        t('charts.growth.p50'),
        t('charts.growth.p90'),
        t('charts.growth.expected'),
      ]}
      rows={projection.years.map((year) => [
        year.year,
        number(round(year.revenue.p10)),
        number(round(year.revenue.p50)),
        number(round(year.revenue.p90)),
        number(round(year.expected.revenue)),
      ])}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="year" />
            <YAxis tickFormatter={number} />
            {fanSeries()}
            <Line
              dataKey="expected"
              stroke="var(--color-accent)"
              strokeDasharray="5 4"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      footer={
        <>
          <ChartLegend
            id="growth-projection"
            entries={[
              { label: t('charts.growth.band'), mark: 'band', color: 'var(--color-primary)' },
              { label: t('charts.growth.p50'), mark: 'line', color: 'var(--color-primary)' },
              { label: t('charts.growth.expected'), mark: 'dashed', color: 'var(--color-accent)' },
            ]}
          />
          <p className="text-sm text-ink-muted">
            {t('charts.growth.sources', {
              naics: parameters.source.naics,
              mean: percent(parameters.meanGrowthPerYear),
              median: percent(parameters.medianGrowthPerYear),
            })}
          </p>
        </>
      }
    />
  );
};
