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
import type { PredictionResult } from '#engine/index';
import { useEngineText } from '../hooks/use-engine-text';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { formatPercent } from '#web/lib/format';
import { useFormatters } from '#web/lib/use-formatters';

export type WaterfallStep = {
  name: string;
  /** Percentage points this step adds (the baseline and total: their level). */
  points: number;
  /** Running total after this step, in percent. */
  running: number;
  kind: 'baseline' | 'up' | 'down' | 'total';
};

/** Baseline, then each contribution, then the estimate: baseline + contributions = probability. */
export const waterfallSteps = (
  result: PredictionResult,
  names: { baseline: string; total: string; label: (input: string) => string },
): WaterfallStep[] => {
  let running = result.baseline.probability * 100;
  const steps: WaterfallStep[] = [
    { name: names.baseline, points: running, running, kind: 'baseline' },
  ];
  for (const contribution of result.contributions) {
    running += contribution.deltaPoints;
    steps.push({
      name: names.label(contribution.input),
      points: contribution.deltaPoints,
      running,
      kind: contribution.deltaPoints >= 0 ? 'up' : 'down',
    });
  }
  const total = result.probability * 100;
  steps.push({ name: names.total, points: total, running: total, kind: 'total' });
  return steps;
};

const COLORS = {
  baseline: 'var(--color-accent)',
  total: 'var(--color-accent)',
  up: 'var(--color-primary)',
  down: 'var(--color-danger-700)',
} as const;

// Colour each bar by its step kind (up, down, or a level).
const stepShape = (props: BarShapeProps) => {
  const kind = (props.payload as { kind?: WaterfallStep['kind'] } | undefined)?.kind ?? 'baseline';
  return <Rectangle {...props} fill={COLORS[kind]} />;
};

/** The contributions as a waterfall from the sector baseline to the estimate. */
export const ContributionWaterfall = ({ result }: { result: PredictionResult }) => {
  const { t } = useTranslation('results');
  const { locale, points, wholePercent } = useFormatters();
  const { label } = useEngineText();
  const steps = waterfallSteps(result, {
    baseline: t('charts.waterfall.baseline'),
    total: t('charts.waterfall.total'),
    label,
  });
  // Each bar floats from the previous running total: a [low, high] range bar.
  const data = steps.map((step) => {
    const isLevel = step.kind === 'baseline' || step.kind === 'total';
    const start = isLevel ? 0 : step.running - step.points;
    return {
      name: step.name,
      range: [Math.min(start, step.running), Math.max(start, step.running)],
      kind: step.kind,
    };
  });
  return (
    <ChartFigure
      id="contribution-waterfall"
      title={t('charts.waterfall.title')}
      description={t('charts.waterfall.description')}
      headers={[
        t('charts.waterfall.step'),
        t('charts.waterfall.points'),
        t('charts.waterfall.running'),
      ]}
      rows={steps.map((step) => [
        step.name,
        step.kind === 'up' || step.kind === 'down'
          ? points(step.points)
          : wholePercent(step.points / 100),
        wholePercent(step.kind === 'total' ? result.probability : step.running / 100),
      ])}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ bottom: 60 }}>
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey="name"
              interval={0}
              angle={-40}
              textAnchor="end"
              tick={{ fontSize: 11 }}
            />
            <YAxis
              domain={[0, 100]}
              tickFormatter={(value: number) => formatPercent(value / 100, locale)}
            />
            <Bar dataKey="range" isAnimationActive={false} shape={stepShape} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
};
