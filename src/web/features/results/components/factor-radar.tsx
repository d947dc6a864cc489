import { useTranslation } from 'react-i18next';
import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
} from 'recharts';
import type { RatedFactor } from '#engine/index';
import { ChartFigure } from '#web/components/ui/chart-figure';

/**
 * The factors' names sit outside the circle, beside it at the left and right: on a phone, where
 * the width sizes the circle, they were cut off at the chart's edges. The side margins leave them
 * room (px), and a name longer than a line (px) wraps onto two.
 */
const RADAR_SIDE_ROOM = 80;
const RADAR_NAME_LINE = 96;

/** The six rated factors (spec section 1) as a radar, 0..100. */
export const FactorRadar = ({ factors }: { factors: RatedFactor[] }) => {
  const { t } = useTranslation('results');
  const { t: engineT } = useTranslation('engine');
  const data = factors.map((factor) => ({
    name: engineT(`factor_names.${factor.name}`),
    rating: Math.round(factor.rating),
  }));
  return (
    <ChartFigure
      id="factor-radar"
      title={t('charts.radar.title')}
      description={engineT('factor_note')}
      headers={[t('charts.radar.factor'), t('charts.radar.rating')]}
      rows={data.map((entry) => [entry.name, entry.rating])}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <RadarChart
            data={data}
            outerRadius="75%"
            margin={{ left: RADAR_SIDE_ROOM, right: RADAR_SIDE_ROOM }}
            accessibilityLayer={false}
          >
            <PolarGrid />
            <PolarAngleAxis dataKey="name" tick={{ fontSize: 12, width: RADAR_NAME_LINE }} />
            <PolarRadiusAxis domain={[0, 100]} tickCount={6} angle={90} />
            <Radar
              dataKey="rating"
              stroke="var(--color-primary)"
              fill="var(--color-primary)"
              fillOpacity={0.3}
              isAnimationActive={false}
            />
          </RadarChart>
        </ResponsiveContainer>
      }
    />
  );
};
