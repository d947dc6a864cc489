import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { MarketSeries, MarketTrends } from '#shared/contracts/market';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { type SectorChoice, shareTicks, yearPoints } from '../market-series';
import { BdsSource } from './bds-source';
import { useMarketFormat } from './market-format';

type TrendChartProps = {
  id: string;
  trends: MarketTrends;
  first: number;
  pick: (series: MarketSeries) => readonly number[];
  /** Distance between the value axis' ticks, as a share. */
  tickStep: number;
  texts: { title: string; description: string; label: string };
  selected: { name: string; series: MarketSeries } | null;
};

/** One yearly series of the chosen sector against all sectors, drawn and as a table. */
const TrendChart = ({ id, trends, first, pick, tickStep, texts, selected }: TrendChartProps) => {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  const allName = format.sector('all');
  const all = pick(trends.allSectors);
  const own = selected ? pick(selected.series) : null;
  const data = yearPoints(first, all, own);
  const ticks = shareTicks([...all, ...(own ?? [])], tickStep);
  return (
    <ChartFigure
      id={id}
      title={texts.title}
      description={texts.description}
      tableToggle={{ show: t('overview.showTable'), hide: t('overview.hideTable') }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer={false} margin={{ right: 8, left: 0 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="year" minTickGap={16} tick={{ fontSize: 12 }} />
            <YAxis
              domain={[0, ticks.at(-1) ?? 1]}
              ticks={ticks}
              tickFormatter={(value: number) => format.wholePercent(value)}
              width={52}
              tick={{ fontSize: 12 }}
            />
            <Legend />
            {selected ? (
              <Line
                dataKey="own"
                name={selected.name}
                stroke="var(--color-primary)"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ) : null}
            <Line
              dataKey="all"
              name={allName}
              stroke="var(--color-ink-muted)"
              strokeDasharray={selected ? '5 4' : undefined}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
      headers={[texts.label, ...(selected ? [selected.name] : []), allName]}
      rows={data.map((point) => [
        String(point.year),
        ...(point.own === undefined ? [] : [format.percent(point.own)]),
        format.percent(point.all),
      ])}
      footer={<BdsSource trends={trends} />}
    />
  );
};

type SectorTrendsProps = { trends: MarketTrends; sector: SectorChoice };

/** The chosen sector's start-up rate and cohort survival over the years, beside all sectors. */
export const SectorTrends = ({ trends, sector }: SectorTrendsProps) => {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  const entry = trends.sectors.find((candidate) => candidate.sector === sector);
  const selected = entry ? { name: format.sector(entry.sector), series: entry } : null;
  const { years, cohorts } = trends;
  return (
    <div className="flex flex-col gap-10">
      <TrendChart
        id="market-startup"
        trends={trends}
        first={years.first}
        pick={(value) => value.startupRates}
        tickStep={0.05}
        selected={selected}
        texts={{
          title: t('trends.startup.title', years),
          description: t('trends.startup.description'),
          label: t('trends.startup.year'),
        }}
      />
      <TrendChart
        id="market-cohorts"
        trends={trends}
        first={cohorts.first}
        pick={(value) => value.cohortSurvival5}
        tickStep={0.1}
        selected={selected}
        texts={{
          title: t('trends.survival.title', cohorts),
          description: t('trends.survival.description'),
          label: t('trends.survival.cohort'),
        }}
      />
    </div>
  );
};
