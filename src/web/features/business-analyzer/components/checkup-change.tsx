import { useTranslation } from 'react-i18next';
import type { CheckupChange as Change } from '#shared/contracts/business-analyzer';
import type { MoneyCurrency } from '#shared/money/currencies';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import { PageSection } from '#web/components/ui/page-section';
import { useAnalyzerFormat } from '../hooks/use-analyzer-format';

const signed = (difference: number, written: string) =>
  difference > 0 ? `+${written}` : difference < 0 ? `−${written}` : written;

/**
 * What moved since the business's previous check-up, one row a measure; amounts in the new
 * check-up's currency (the server converted the previous one's when they differ).
 */
export const CheckupChange = ({
  change,
  currency,
}: {
  change: Change | null;
  currency?: MoneyCurrency | undefined;
}) => {
  const { t } = useTranslation('businessAnalyzer');
  const format = useAnalyzerFormat(currency);
  if (!change) {
    return (
      <PageSection id="analyzer-change" heading={t('change.heading')}>
        <p className="mt-2 text-ink">{t('change.first')}</p>
      </PageSection>
    );
  }
  const runway = (months: number | null) =>
    months === null ? t('change.notBurning') : format.decimal(months);
  const { before: runwayBefore, after: runwayAfter } = change.runwayMonths;
  const amountRow = (
    label: string,
    pair: { before: number; after: number },
    write = format.amount,
  ) => [
    label,
    write(pair.before),
    write(pair.after),
    signed(pair.after - pair.before, write(Math.abs(pair.after - pair.before))),
  ];
  const rows: string[][] = [
    ...(change.probability
      ? [
          [
            t('change.probability'),
            format.probability(change.probability.before),
            format.probability(change.probability.after),
            format.points(change.probability.before, change.probability.after),
          ],
        ]
      : []),
    [
      t('change.runwayMonths'),
      runway(runwayBefore),
      runway(runwayAfter),
      runwayBefore === null || runwayAfter === null
        ? '—'
        : signed(runwayAfter - runwayBefore, format.decimal(Math.abs(runwayAfter - runwayBefore))),
    ],
    amountRow(t('form.monthlyRevenue.label'), change.monthlyRevenue),
    amountRow(t('form.monthlyCosts.label'), change.monthlyCosts),
    amountRow(t('form.customers.label'), change.customers, format.count),
    amountRow(t('form.cash.label'), change.cash),
  ];
  return (
    <PageSection id="analyzer-change" heading={t('change.heading')} className="flex flex-col gap-3">
      <p className="text-ink-muted">
        {t('change.intro', { date: format.dateTime(change.previousCreatedAt) })}
      </p>
      <DataTable
        caption={t('change.caption')}
        testId="analyzer-change"
        columns={arrayColumns(
          [
            t('change.columns.measure'),
            t('change.columns.before'),
            t('change.columns.after'),
            t('change.columns.difference'),
          ],
          { numeric: [1, 2, 3] },
        )}
        rows={rows}
        rowKey={(row) => String(row[0])}
      />
    </PageSection>
  );
};
