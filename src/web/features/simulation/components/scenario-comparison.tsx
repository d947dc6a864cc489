import { useTranslation } from 'react-i18next';
import type { ScenarioRunResult } from '#shared/contracts/simulation';
import { DataTable } from '#web/components/ui/data-table';
import { useFormatters } from '#web/lib/use-formatters';

type FigureRow = { key: string; label: string; value: (s: ScenarioRunResult) => string };

type ScenarioComparisonProps = {
  scenarios: ScenarioRunResult[];
  nameOf: (scenario: ScenarioRunResult) => string;
};

/** Every scenario side by side: one column each, the same figures in every row. */
export const ScenarioComparison = ({ scenarios, nameOf }: ScenarioComparisonProps) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const monthOrNever = (month: number | null, months: number) =>
    month === null ? t('headline.notWithin', { months }) : t('headline.monthValue', { month });
  const rows: FigureRow[] = [
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
    <DataTable
      caption={t('comparison.title')}
      isCaptionVisible
      className="min-w-max text-sm"
      columns={[
        {
          key: 'figure',
          header: t('comparison.figure'),
          cell: (row) => row.label,
          isRowHeader: true,
        },
        ...scenarios.map((scenario) => ({
          key: scenario.id,
          header: nameOf(scenario),
          cell: (row: FigureRow) => row.value(scenario),
          isNumeric: true,
        })),
      ]}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
};
