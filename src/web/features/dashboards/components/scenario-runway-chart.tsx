import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ScenarioFigures } from '#shared/contracts/dashboards';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

/**
 * The saved scenarios' own figures: how many months the starting capital covers the first month's
 * loss. Arithmetic on stored inputs, not a simulation: the description says so and the simulator
 * link gives the paths with growth, churn and risk.
 */
export const ScenarioRunwayChart = ({ scenarios }: { scenarios: ScenarioFigures[] }) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();
  // The table's first cell names its row, so it carries the business too (names repeat across them).
  const rowName = (scenario: ScenarioFigures) =>
    t('analytics.scenarios.rowName', { name: scenario.name, business: scenario.businessName });
  // A scenario that does not lose money in its first month has no cover to draw (a bar of 0 would
  // read as no cover at all); the table still lists it.
  const data = scenarios.flatMap((scenario) =>
    scenario.runwayMonths === null ? [] : [{ label: scenario.name, months: scenario.runwayMonths }],
  );
  const runway = (scenario: ScenarioFigures) =>
    scenario.runwayMonths === null
      ? t('analytics.scenarios.noLoss')
      : t('analytics.scenarios.months', {
          count: scenario.runwayMonths,
          months: format.number(scenario.runwayMonths),
        });
  return (
    <ChartFigure
      id="analytics-scenarios"
      title={t('analytics.scenarios.title')}
      description={t('analytics.scenarios.body')}
      headingLevel={2}
      tableToggle={{ show: t('showTable'), hide: t('hideTable') }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ right: 12, left: 0 }}
          >
            <CartesianGrid horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis
              type="category"
              dataKey="label"
              width={96}
              tick={{ fontSize: 11 }}
              tickFormatter={(value: string) =>
                value.length > 14 ? `${value.slice(0, 13)}…` : value
              }
            />
            <Bar dataKey="months" fill="var(--color-primary)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      headers={[
        t('analytics.scenarios.scenario'),
        t('analytics.scenarios.capital'),
        t('analytics.scenarios.fixedCosts'),
        t('analytics.scenarios.firstMonth'),
        t('analytics.scenarios.runway'),
      ]}
      rows={scenarios.map((scenario) => [
        rowName(scenario),
        format.money(scenario.startingCapital),
        format.money(scenario.monthlyFixedCosts),
        format.money(scenario.startingMonthlyResult),
        runway(scenario),
      ])}
    />
  );
};
