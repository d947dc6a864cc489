import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Rectangle,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { MarketTrends } from '#shared/contracts/market';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { type SectorChoice, sectorsBySurvival, shareTicks, yearSpan } from '../market-series';
import { BdsSource } from './bds-source';
import { useMarketFormat } from './market-format';

type SectorOverviewProps = { trends: MarketTrends; sector: SectorChoice };

/** Every sector's five-year survival, highest first (the chosen one marked), start-up rates in its table. */
export const SectorOverview = ({ trends, sector }: SectorOverviewProps) => {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  const { earlier, recent } = trends.change;
  const rows = sectorsBySurvival(trends).map((entry) => ({
    ...entry,
    name: format.sector(entry.sector),
  }));
  const all = { ...trends.allSectors, name: format.sector('all') };
  const ticks = shareTicks(
    rows.map((entry) => entry.survival5),
    0.2,
  );
  return (
    <ChartFigure
      id="market-survival"
      headingLevel={2}
      // 18 bars need the height; the axis names wrap onto two lines on a phone.
      chartClassName="h-[40rem] w-full"
      title={t('overview.heading')}
      description={t('overview.description', {
        first: trends.pooledCohorts.first,
        last: trends.pooledCohorts.last,
      })}
      tableToggle={{ show: t('overview.showTable'), hide: t('overview.hideTable') }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              domain={[0, ticks.at(-1) ?? 1]}
              ticks={ticks}
              tickFormatter={(value: number) => format.wholePercent(value)}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              type="category"
              dataKey="name"
              width={120}
              tick={{ fontSize: 12 }}
              interval={0}
            />
            <Bar
              dataKey="survival5"
              isAnimationActive={false}
              shape={(props: BarShapeProps) => (
                <Rectangle
                  {...props}
                  fill={
                    sector === 'all' || rows[props.index]?.sector === sector
                      ? 'var(--color-primary)'
                      : 'var(--color-line-strong)'
                  }
                />
              )}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      headers={[
        t('overview.sector'),
        t('overview.survival'),
        t('overview.startupRate', { year: trends.years.last }),
        t('overview.change', { earlier: yearSpan(earlier), recent: yearSpan(recent) }),
      ]}
      rows={[...rows, all].map((entry) => [
        entry.name,
        format.percent(entry.survival5),
        format.percent(entry.startupRates.at(-1) ?? 0),
        format.points(entry.startupRateChange),
      ])}
      footer={
        <>
          {sector === 'all' ? null : (
            <p className="text-sm text-ink-muted">
              {t('overview.highlight', { sector: format.sector(sector) })}
            </p>
          )}
          <BdsSource trends={trends} />
        </>
      }
    />
  );
};
