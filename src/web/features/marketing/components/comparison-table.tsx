import { useTranslation } from 'react-i18next';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';

// Every cell comes from the team's competitor review (vendors' public pages, November 2026);
// the texts carry that date, and "not found" is said as such, never as "no".
const PRODUCTS = ['foresight', 'enloop', 'liveplan', 'ideaproof', 'validators'] as const;
const ROWS = [
  'score',
  'method',
  'range',
  'scenarios',
  'goal',
  'plan',
  'languages',
  'afterPaying',
] as const;

/** Foresight beside similar tools, one row per feature; scrolls inside its own box when narrow. */
export const ComparisonTable = () => {
  const { t } = useTranslation('features');
  return (
    <DataTable
      caption={t('compare.caption')}
      testId="comparison-table"
      className="min-w-[48rem] text-sm"
      columns={arrayColumns([
        t('compare.feature'),
        ...PRODUCTS.map((product) => t(`compare.columns.${product}`)),
      ])}
      rows={ROWS.map((row) => [
        t(`compare.rows.${row}.label`),
        ...PRODUCTS.map((product) => t(`compare.rows.${row}.${product}`)),
      ])}
      rowKey={(_, index) => ROWS[index] ?? String(index)}
    />
  );
};
