import { useTranslation } from 'react-i18next';
import type { MarketTrends } from '#shared/contracts/market';
import { type SectorChoice, sectorsByStartupRise, seriesOf, yearSpan } from '../market-series';
import { useMarketFormat } from './market-format';

type SectorSummaryProps = { trends: MarketTrends; sector: SectorChoice };

/** The chosen sector's headline figures in two sentences, updated as the chooser changes. */
export const SectorSummary = ({ trends, sector }: SectorSummaryProps) => {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  const series = seriesOf(trends, sector);
  const rank = sectorsByStartupRise(trends).findIndex((entry) => entry.sector === sector) + 1;
  const change = {
    change: format.points(series.startupRateChange),
    earlier: yearSpan(trends.change.earlier),
    recent: yearSpan(trends.change.recent),
  };
  return (
    <div
      aria-live="polite"
      className="flex flex-col gap-2 text-ink"
      data-testid="market-sector-summary"
    >
      <p>
        {t('trends.summary', {
          sector: format.sector(sector),
          survival: format.percent(series.survival5),
          first: trends.pooledCohorts.first,
          last: trends.pooledCohorts.last,
          rate: format.percent(series.startupRates.at(-1) ?? 0),
          year: trends.years.last,
        })}
      </p>
      <p>
        {rank > 0
          ? t('trends.changeRanked', { ...change, rank, count: trends.sectors.length })
          : t('trends.change', change)}
      </p>
    </div>
  );
};
