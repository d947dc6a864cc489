import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ScenarioFigures } from '#shared/contracts/dashboards';
import { currencyForLocation, MONEY_CURRENCIES } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { formatUsdAs, moneyViewOf } from '#web/lib/money-view';
import { AnalyticsChartFigure } from './analytics-chart-figure';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

/**
 * The saved scenarios' own figures: how many months the starting capital covers the first month's
 * loss. Arithmetic on stored inputs, not a simulation: the description says so and the simulator
 * link gives the paths with growth, churn and risk. Each scenario's amounts are written in its
 * business's currency (issue 34, item 7), and every rate used is named under the chart.
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
  // Scenarios of several businesses share the table, so each row has its own currency.
  const currencyOf = (scenario: ScenarioFigures) =>
    currencyForLocation(scenario.businessLocation ?? undefined);
  const money = (usd: number, scenario: ScenarioFigures) =>
    formatUsdAs(usd, moneyViewOf(currencyOf(scenario)), format.locale);
  const converted = MONEY_CURRENCIES.filter(
    (currency) => currency !== 'USD' && scenarios.some((s) => currencyOf(s) === currency),
  );
  const runway = (scenario: ScenarioFigures) =>
    scenario.runwayMonths === null
      ? t('analytics.scenarios.noLoss')
      : t('analytics.scenarios.months', {
          count: scenario.runwayMonths,
          months: format.number(scenario.runwayMonths),
        });
  return (
    <AnalyticsChartFigure
      section="scenarios"
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
        money(scenario.startingCapital, scenario),
        money(scenario.monthlyFixedCosts, scenario),
        money(scenario.startingMonthlyResult, scenario),
        runway(scenario),
      ])}
      footer={
        converted.length > 0 ? (
          <div className="flex flex-col gap-1">
            {converted.map((currency) => (
              <ConversionNote
                key={currency}
                currency={currency}
                amount={null}
                className="text-sm text-ink-muted"
              />
            ))}
          </div>
        ) : undefined
      }
    />
  );
};
