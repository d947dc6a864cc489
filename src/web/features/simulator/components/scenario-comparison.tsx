import { useTranslation } from 'react-i18next';
import type { ScenarioRunResult } from '#shared/contracts/simulation';
import { useFormatters } from '../use-formatters';

type ScenarioComparisonProps = {
  scenarios: ScenarioRunResult[];
  nameOf: (scenario: ScenarioRunResult) => string;
};

/** Every scenario side by side: one column each, the same figures in every row. */
export const ScenarioComparison = ({ scenarios, nameOf }: ScenarioComparisonProps) => {
  const { t } = useTranslation('simulator');
  const format = useFormatters();
  const monthOrNever = (month: number | null, months: number) =>
    month === null ? t('headline.notWithin', { months }) : t('headline.monthValue', { month });
  const rows: { key: string; label: string; value: (s: ScenarioRunResult) => string }[] = [
    {
      key: 'cashOut',
      label: t('headline.cashOut'),
      value: (s) => format.percent(s.result.cashOutBeforeBreakEvenProbability),
    },
    {
      key: 'breakEven',
      label: t('headline.breakEven'),
      value: (s) => monthOrNever(s.result.breakEven.percentiles.p50, s.result.months),
    },
    {
      key: 'survival',
      label: t('headline.survival', { years: 5 }),
      value: (s) => format.percent(s.result.survivalProbability),
    },
    {
      key: 'endCash',
      label: t('comparison.endCash'),
      value: (s) => format.money(s.result.monthly?.cash.p50.at(-1) ?? 0),
    },
    {
      key: 'fundingGap',
      label: t('comparison.fundingGap'),
      value: (s) => format.money(s.result.fundingGap.p90),
    },
  ];
  return (
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-labelledby="comparison-caption"
    >
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption id="comparison-caption" className="mb-2 text-left text-lg font-semibold text-ink">
          {t('comparison.title')}
        </caption>
        <thead>
          <tr className="border-b border-line-strong">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('comparison.figure')}
            </th>
            {scenarios.map((scenario) => (
              <th key={scenario.id} scope="col" className="py-2 pr-4 font-semibold">
                {nameOf(scenario)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line">
              <th scope="row" className="py-2 pr-4 font-medium">
                {row.label}
              </th>
              {scenarios.map((scenario) => (
                <td key={scenario.id} className="py-2 pr-4 tabular-nums">
                  {row.value(scenario)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
