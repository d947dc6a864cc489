import { useTranslation } from 'react-i18next';
import type { MarketCompany } from '#shared/contracts/market';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import type { SectorChoice } from '../market-series';
import { useMarketFormat } from './market-format';

type ListedCompaniesProps = { companies: readonly MarketCompany[]; sector: SectorChoice };

/** The curated listed companies of the chosen sector (all of them for "all sectors"), with sources. */
export const ListedCompanies = ({ companies, sector }: ListedCompaniesProps) => {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  const shown = companies.filter((entry) => sector === 'all' || entry.sector === sector);
  const sectorName = format.sector(sector);
  const showsSector = sector === 'all';
  const headers = [
    t('companies.name'),
    ...(showsSector ? [t('companies.sector')] : []),
    t('companies.founded'),
    t('companies.headquarters'),
    t('companies.listing'),
    t('companies.asOf'),
    t('companies.sourceColumn'),
  ];
  return (
    <section aria-labelledby="market-companies" className="flex flex-col gap-3">
      <h2 id="market-companies" className="text-xl font-semibold text-ink">
        {t('companies.heading', { sector: sectorName })}
      </h2>
      <p className="text-ink-muted">{t('companies.description')}</p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-4 text-ink-muted">
          {t('companies.none')}
        </p>
      ) : (
        <>
          <DataTable
            caption={t('companies.caption', { sector: sectorName })}
            testId="market-companies-table"
            className="text-sm"
            columns={arrayColumns(headers, {
              numeric: [showsSector ? 2 : 1],
              // The date on one line; the sector (all-sector view) in muted text.
              classNames: [
                ...(showsSector ? [undefined, 'text-ink-muted'] : [undefined]),
                undefined,
                undefined,
                undefined,
                'whitespace-nowrap',
              ],
            })}
            rows={shown.map((entry) => [
              entry.name,
              ...(showsSector ? [format.sector(entry.sector)] : []),
              String(entry.founded),
              entry.headquarters,
              `${entry.exchange}: ${entry.ticker}`,
              format.date(entry.asOf),
              <a
                key="source"
                href={entry.sourceUrl}
                // Relative: the hidden name part is absolutely placed, and must stay inside the
                // table's scroll box rather than widen the page.
                className="relative whitespace-nowrap text-primary underline underline-offset-2"
              >
                {t('companies.filings')}
                <span className="sr-only">{t('companies.filingsOf', { name: entry.name })}</span>
              </a>,
            ])}
            rowKey={(_row, index) => shown[index]?.ticker ?? String(index)}
          />
          <p className="text-sm text-ink-muted">{t('companies.source')}</p>
        </>
      )}
    </section>
  );
};
