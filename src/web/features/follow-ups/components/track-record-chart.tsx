import { useTranslation } from 'react-i18next';
import type { TrackRecordCell } from '#shared/contracts/follow-ups';
import { formatPercent, localeOf } from '#web/lib/format';

const WIDTH = 360;
const HEIGHT = 220;
const PLOT = { left: 40, right: 10, top: 10, bottom: 30 };
const TICKS = [0, 0.25, 0.5, 0.75, 1];

const yOf = (share: number) => PLOT.top + (1 - share) * (HEIGHT - PLOT.top - PLOT.bottom);

/**
 * Predicted (diamond) against observed (dot, with its 95% interval as a line) for each band. Drawn
 * only; the figure's table carries the same numbers for assistive technology. Bands without
 * enough answers keep their place on the axis but draw nothing, so nothing is read into them.
 */
export const TrackRecordChart = ({ cells }: { cells: readonly TrackRecordCell[] }) => {
  const { t, i18n } = useTranslation('followUps');
  const locale = localeOf(i18n.language);
  const step = (WIDTH - PLOT.left - PLOT.right) / cells.length;
  return (
    <svg
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      className="h-full w-full"
      role="presentation"
    >
      {TICKS.map((tick) => (
        <g key={tick}>
          <line
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={yOf(tick)}
            y2={yOf(tick)}
            className="stroke-line"
            strokeWidth={1}
          />
          <text
            x={PLOT.left - 6}
            y={yOf(tick) + 4}
            textAnchor="end"
            className="fill-ink-muted"
            fontSize={10}
          >
            {formatPercent(tick, locale)}
          </text>
        </g>
      ))}
      {cells.map((cell, index) => {
        const x = PLOT.left + step * (index + 0.5);
        return (
          <g key={cell.band}>
            <text
              x={x}
              y={HEIGHT - PLOT.bottom + 16}
              textAnchor="middle"
              className="fill-ink-muted"
              fontSize={10}
            >
              {t(`record.bands.${cell.band}`)}
            </text>
            {cell.observed ? (
              <>
                <line
                  x1={x + 8}
                  x2={x + 8}
                  y1={yOf(cell.observed.low)}
                  y2={yOf(cell.observed.high)}
                  className="stroke-primary"
                  strokeWidth={2}
                />
                <circle cx={x + 8} cy={yOf(cell.observed.share)} r={4.5} className="fill-primary" />
              </>
            ) : null}
            {cell.predicted !== null ? (
              <rect
                x={x - 12 - 4}
                y={yOf(cell.predicted) - 4}
                width={8}
                height={8}
                transform={`rotate(45 ${String(x - 12)} ${String(yOf(cell.predicted))})`}
                className="fill-accent"
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
};

/** The chart's key, as visible text (the chart itself is hidden from assistive technology). */
export const TrackRecordLegend = () => {
  const { t } = useTranslation('followUps');
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block size-2.5 rotate-45 bg-accent" />
        {t('record.legend.predicted')}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-primary" />
        {t('record.legend.observed')}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-3 w-0.5 bg-primary" />
        {t('record.legend.interval')}
      </li>
    </ul>
  );
};
