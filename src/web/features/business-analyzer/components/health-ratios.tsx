import { useTranslation } from 'react-i18next';
import type { Ratio } from '#shared/contracts/business-analyzer';
import type { MoneyCurrency } from '#shared/money/currencies';
import { DataTable } from '#web/components/ui/data-table';
import { PageSection } from '#web/components/ui/page-section';
import { useAnalyzerFormat } from '../hooks/use-analyzer-format';
import { SourceCitation } from './source-citation';

type Format = ReturnType<typeof useAnalyzerFormat>;

/** Each ratio in its own unit: days, percent, an amount, a multiple or months. */
const formatRatio = (id: Ratio['id'], value: number, format: Format) => {
  switch (id) {
    case 'cash_buffer_days':
      return format.days(value);
    case 'operating_margin':
    case 'revenue_growth':
    case 'cost_growth':
      return format.percentUnits(value);
    case 'revenue_per_customer':
      return format.amount(value);
    case 'burn_multiple':
      return format.times(value);
    case 'months_to_break_even':
      return format.months(value);
  }
};

const ValueCell = ({ ratio, currency }: { ratio: Ratio; currency: MoneyCurrency | undefined }) => {
  const { t } = useTranslation('businessAnalyzer');
  const format = useAnalyzerFormat(currency);
  if (ratio.value === null) {
    return (
      <span className="text-ink-muted">
        {t(`ratios.missing.${ratio.missing ?? 'needs_previous'}`)}
      </span>
    );
  }
  return (
    <span className="font-semibold text-ink">{formatRatio(ratio.id, ratio.value, format)}</span>
  );
};

const BenchmarkCell = ({ ratio }: { ratio: Ratio }) => {
  const { t } = useTranslation('businessAnalyzer');
  const format = useAnalyzerFormat();
  const { benchmark } = ratio;
  if (!benchmark) return <span className="text-ink-muted">{t('ratios.noBenchmark')}</span>;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-ink">
        {t(`ratios.scope.${benchmark.scope}`, {
          value: formatRatio(ratio.id, benchmark.value, format),
        })}
      </span>
      {ratio.value === null || ratio.value === benchmark.value ? null : (
        <span className="font-medium text-ink">
          {ratio.value > benchmark.value ? t('ratios.above') : t('ratios.below')}
        </span>
      )}
      <SourceCitation source={benchmark.source} />
    </div>
  );
};

/** The business's ratios; beside each, the published figure and its source, or that none exists. */
export const HealthRatios = ({
  ratios,
  currency,
}: {
  ratios: Ratio[];
  /** The check-up's currency, when it was asked (revenue per customer is an amount). */
  currency?: MoneyCurrency | undefined;
}) => {
  const { t } = useTranslation('businessAnalyzer');
  return (
    <PageSection id="analyzer-ratios" heading={t('ratios.heading')} className="flex flex-col gap-3">
      <p className="text-ink-muted">{t('ratios.intro')}</p>
      <DataTable
        caption={t('ratios.caption')}
        testId="analyzer-ratios"
        rows={ratios}
        rowKey={(ratio) => ratio.id}
        columns={[
          {
            key: 'name',
            header: t('ratios.columns.name'),
            isRowHeader: true,
            className: 'w-1/3',
            cell: (ratio) => (
              <div className="flex flex-col gap-1">
                <span>{t(`ratios.names.${ratio.id}`)}</span>
                <span className="text-sm font-normal text-ink-muted">
                  {t(`ratios.explain.${ratio.id}`)}
                </span>
              </div>
            ),
          },
          {
            key: 'value',
            header: t('ratios.columns.value'),
            cell: (ratio) => <ValueCell ratio={ratio} currency={currency} />,
          },
          {
            key: 'benchmark',
            header: t('ratios.columns.benchmark'),
            className: 'w-2/5',
            cell: (ratio) => <BenchmarkCell ratio={ratio} />,
          },
        ]}
      />
    </PageSection>
  );
};
