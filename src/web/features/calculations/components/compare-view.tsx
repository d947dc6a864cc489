import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCalculation } from '#shared/contracts/calculations';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table';
import { compareCalculations } from '../compare-calculations';
import { CompareChart } from './compare-chart';
import { SignedDelta } from './signed-delta';
import { formatInputValue, useFieldText } from '#web/lib/field-text';
import { moneyViewOfEntry } from '#web/lib/money-view';

type CompareViewProps = { first: SavedCalculation; second: SavedCalculation };

type CompareRow = {
  key: string;
  label: string;
  first: ReactNode;
  second: ReactNode;
  change?: ReactNode;
};

/** A part of the comparison: a heading, what comes before its table, and the table. */
type CompareSection = {
  id: string;
  heading: string;
  intro?: ReactNode;
  columns: DataTableColumn<CompareRow>[];
  rows: CompareRow[];
  /** Said instead of an empty table. */
  empty?: string;
  testId?: string;
};

const byKey = (row: CompareRow) => row.key;

/** The currency a calculation's capital was typed in, at the rate it was saved with. */
const moneyViewOfCalculation = (calculation: SavedCalculation) =>
  moneyViewOfEntry(calculation.capitalEntry, calculation.input.capitalInvestment);

/** Two saved calculations side by side: what changed in the inputs, the score and the factors. */
export const CompareView = ({ first, second }: CompareViewProps) => {
  const { t } = useTranslation('calculations');
  const { t: engineT } = useTranslation('engine');
  const fieldText = useFieldText();
  const comparison = compareCalculations(first, second);
  const valueOf = (calculation: SavedCalculation, name: string, value: string | number) =>
    formatInputValue(
      { ...fieldText.context, money: moneyViewOfCalculation(calculation) },
      name,
      value,
    );
  const columns = (itemHeader: string, isNumeric: boolean): DataTableColumn<CompareRow>[] => [
    { key: 'item', header: itemHeader, cell: (row) => row.label, isRowHeader: true },
    { key: 'first', header: first.title, cell: (row) => row.first, isNumeric },
    { key: 'second', header: second.title, cell: (row) => row.second, isNumeric },
  ];
  const withChange = [
    ...columns(t('compare.item'), true),
    {
      key: 'change',
      header: t('compare.change'),
      cell: (row: CompareRow) => row.change,
      isNumeric: true,
    },
  ];
  const range = (low: number, high: number) => t('compare.rangeValue', { low, high });
  const scoreRows: CompareRow[] = [
    {
      key: 'score',
      label: t('compare.score'),
      first: comparison.score.first,
      second: comparison.score.second,
      change: (
        <span data-testid="score-delta">
          <SignedDelta value={comparison.score.delta} />
        </span>
      ),
    },
    {
      key: 'range',
      label: t('compare.range'),
      first: range(comparison.intervalLow.first, comparison.intervalHigh.first),
      second: range(comparison.intervalLow.second, comparison.intervalHigh.second),
      change: (
        <>
          <SignedDelta value={comparison.intervalLow.delta} unit={t('compare.pointsUnit')} />
          {' / '}
          <SignedDelta value={comparison.intervalHigh.delta} unit={t('compare.pointsUnit')} />
        </>
      ),
    },
    {
      key: 'modelVersion',
      label: t('compare.modelVersion'),
      first: first.modelVersion,
      second: second.modelVersion,
      change:
        first.modelVersion === second.modelVersion
          ? t('compare.sameModel')
          : t('compare.differentModel'),
    },
  ];
  const inputRows: CompareRow[] = comparison.inputChanges.map((change) => ({
    key: change.name,
    label: fieldText.label(change.name),
    // Each column in its own calculation's currency: capital reads back as its founder typed it.
    first: change.first === undefined ? '—' : valueOf(first, change.name, change.first),
    second: change.second === undefined ? '—' : valueOf(second, change.name, change.second),
  }));
  const factorRows: CompareRow[] = comparison.factors.map((factor) => ({
    key: factor.name,
    label: engineT(`factor_names.${factor.name}`),
    first: factor.first,
    second: factor.second,
    change: <SignedDelta value={factor.delta} />,
  }));
  const sections: CompareSection[] = [
    {
      id: 'compare-score',
      heading: t('compare.scoreHeading'),
      intro: (
        <CompareChart comparison={comparison} firstTitle={first.title} secondTitle={second.title} />
      ),
      columns: withChange,
      rows: scoreRows,
    },
    {
      id: 'compare-inputs',
      heading: t('compare.inputsHeading'),
      columns: columns(t('compare.field'), false),
      rows: inputRows,
      empty: t('compare.sameInputs'),
      testId: 'input-changes',
    },
    {
      id: 'compare-factors',
      heading: t('compare.factorsHeading'),
      intro: <p className="text-sm text-ink-muted">{t('compare.factorsNote')}</p>,
      columns: withChange,
      rows: factorRows,
    },
  ];
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="flex flex-col gap-3">
          <h2 id={section.id} className="text-xl font-semibold text-ink">
            {section.heading}
          </h2>
          {section.intro}
          {section.rows.length === 0 && section.empty ? (
            <p className="text-ink-muted">{section.empty}</p>
          ) : (
            <DataTable
              caption={section.heading}
              className="min-w-[32rem] text-sm"
              columns={section.columns}
              rows={section.rows}
              rowKey={byKey}
              testId={section.testId}
            />
          )}
        </section>
      ))}
    </div>
  );
};
