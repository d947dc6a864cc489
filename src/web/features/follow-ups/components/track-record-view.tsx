import { useTranslation } from 'react-i18next';
import type { TrackRecord, TrackRecordCell } from '#shared/contracts/follow-ups';
import { Card } from '#web/components/ui/card';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import { formatNumber, formatPercent, localeOf } from '#web/lib/format';
import { TrackRecordChart, TrackRecordLegend } from './track-record-chart';

type Horizon = TrackRecord['horizons'][number];

/** The rows of one horizon, the same for the visible table and the chart's hidden one. */
const useCellRows = (cells: readonly TrackRecordCell[]) => {
  const { t, i18n } = useTranslation('followUps');
  const locale = localeOf(i18n.language);
  const percent = (share: number) => formatPercent(share, locale);
  const notEnough = t('record.table.notEnough');
  return cells.map((cell) => [
    t(`record.bands.${cell.band}`),
    formatNumber(cell.judgedAnswers, locale),
    formatNumber(cell.neverStarted, locale),
    cell.predicted === null ? notEnough : percent(cell.predicted),
    cell.observed
      ? t('record.table.range', {
          share: percent(cell.observed.share),
          low: percent(cell.observed.low),
          high: percent(cell.observed.high),
        })
      : notEnough,
    cell.shares
      ? t('record.table.sharesValue', {
          operating: percent(cell.shares.operating),
          pivoted: percent(cell.shares.pivoted),
          closed: percent(cell.shares.closed),
        })
      : notEnough,
  ]);
};

const HorizonSection = ({ horizon }: { horizon: Horizon }) => {
  const { t } = useTranslation('followUps');
  const months = horizon.monthsAfter;
  const headers = [
    t('record.table.band'),
    t('record.table.answers'),
    t('record.table.neverStarted'),
    t('record.table.predicted'),
    t('record.table.observed'),
    t('record.table.shares'),
  ];
  const rows = useCellRows(horizon.cells);
  const headingId = `track-record-${String(months)}`;
  const isJudged = horizon.cells.some((cell) => cell.enoughAnswers);
  return (
    <section aria-labelledby={headingId} className="mt-10 flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t('record.horizonTitle', { months })}
      </h2>
      {isJudged ? (
        <ChartFigure
          id={`track-record-chart-${String(months)}`}
          title={t('record.chartTitle', { months })}
          description={t('record.chartDescription')}
          chart={<TrackRecordChart cells={horizon.cells} />}
          chartClassName="h-64 w-full"
          headers={headers}
          rows={rows}
          footer={<TrackRecordLegend />}
        />
      ) : null}
      <DataTable
        caption={t('record.table.caption', { months })}
        isCaptionVisible={!isJudged}
        columns={arrayColumns(headers, { numeric: [1, 2, 3, 4, 5] })}
        rows={rows}
        rowKey={(row) => String(row[0])}
        className="min-w-[40rem] text-sm"
        testId={`track-record-table-${String(months)}`}
      />
    </section>
  );
};

/** The record: a plain statement of how much there is to judge, then one section per horizon. */
export const TrackRecordView = ({ record }: { record: TrackRecord }) => {
  const { t, i18n } = useTranslation('followUps');
  const locale = localeOf(i18n.language);
  const anyJudged = record.horizons.some((horizon) =>
    horizon.cells.some((cell) => cell.enoughAnswers),
  );
  return (
    <>
      <Card shape="panel" padding="sm-lg" className="mt-8">
        <p className="font-semibold text-ink" data-testid="track-record-summary">
          {t('record.summary', {
            count: record.totalAnswers,
            formattedCount: formatNumber(record.totalAnswers, locale),
          })}
        </p>
        <p className="mt-2 text-ink-muted">
          {anyJudged
            ? t('record.someJudged', { minimum: record.minimumAnswers })
            : t('record.tooFew', { minimum: record.minimumAnswers })}
        </p>
      </Card>
      {record.horizons.map((horizon) => (
        <HorizonSection key={horizon.monthsAfter} horizon={horizon} />
      ))}
    </>
  );
};
