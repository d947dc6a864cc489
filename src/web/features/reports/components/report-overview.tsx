import type { ReportBody } from '#shared/contracts/reports';
import { PageSection } from '#web/components/ui/page-section';
import { formatNumber, formatPercent } from '#web/lib/format';
import { bandText, useReportText } from './report-text';

/** Score, chance with its 80% range, the sector's baseline, band, time to break even, model. */
export const ReportOverview = ({ overview }: { overview: ReportBody['overview'] }) => {
  const { t, locale, engineT } = useReportText();
  const percent = (share: number) => formatPercent(share, locale);
  const rows: [string, string][] = [
    [
      t('overview.score'),
      t('overview.scoreValue', { score: formatNumber(overview.score, locale) }),
    ],
    [t('overview.probability'), percent(overview.probability)],
    [
      t('overview.interval'),
      t('overview.intervalValue', {
        low: percent(overview.interval.low),
        high: percent(overview.interval.high),
      }),
    ],
    [t('overview.baseline'), percent(overview.baselineProbability)],
    [t('overview.band'), bandText(engineT, overview)],
    [
      t('overview.timeToSuccess'),
      t('overview.timeToSuccessValue', {
        low: formatNumber(overview.timeToSuccessMonths.low, locale),
        high: formatNumber(overview.timeToSuccessMonths.high, locale),
      }),
    ],
    [t('overview.modelVersion'), overview.modelVersion],
  ];
  return (
    <PageSection
      id="analysis-overview"
      heading={t('overview.heading')}
      className="flex flex-col gap-3"
    >
      <p className="text-4xl font-bold text-ink" aria-hidden="true">
        {formatNumber(overview.score, locale)}
        <span className="text-lg font-normal text-ink-muted"> / 100</span>
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-ink-muted">{term}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-muted">{t('overview.note')}</p>
    </PageSection>
  );
};
