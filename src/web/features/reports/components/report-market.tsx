import type { ReportBody } from '#shared/contracts/reports';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import { PageSection } from '#web/components/ui/page-section';
import { formatNumber, formatPercent } from '#web/lib/format';
import { SourceNote } from './report-text-list';
import { useReportText } from './report-text';

/** The sector's U.S. figures beside all sectors, with the years they cover and their source. */
export const ReportMarket = ({ market }: { market: ReportBody['market'] }) => {
  const { t, locale } = useReportText();
  const percent = (share: number) => formatPercent(share, locale, { digits: 1 });
  const count = (value: number) => formatNumber(value, locale);
  const cohorts = {
    firstCohort: String(market.cohorts.first),
    lastCohort: String(market.cohorts.last),
  };
  const rows = [
    [
      t('market.survival5', cohorts),
      percent(market.sector.survival5),
      percent(market.allSectors.survival5),
    ],
    [
      t('market.survival1', cohorts),
      percent(market.sector.survival1),
      percent(market.allSectors.survival1),
    ],
    [
      t('market.newFirmsEarlier', { year: String(market.years.earlier) }),
      count(market.sector.newFirmsEarlier),
      count(market.allSectors.newFirmsEarlier),
    ],
    [
      t('market.newFirmsLater', { year: String(market.years.later) }),
      count(market.sector.newFirmsLater),
      count(market.allSectors.newFirmsLater),
    ],
    [
      t('market.newFirmShare', { year: String(market.years.later) }),
      percent(market.sector.newFirmShareLater),
      percent(market.allSectors.newFirmShareLater),
    ],
  ] as const;
  return (
    <PageSection id="analysis-market" heading={t('market.heading')} className="flex flex-col gap-3">
      <p className="text-ink-muted">{t('market.intro')}</p>
      <DataTable
        caption={t('market.caption')}
        columns={arrayColumns([t('market.measure'), t('market.sector'), t('market.all')], {
          numeric: [1, 2],
        })}
        rows={rows}
        rowKey={(row) => row[0]}
        className="text-sm"
      />
      <SourceNote id={market.source} />
    </PageSection>
  );
};
