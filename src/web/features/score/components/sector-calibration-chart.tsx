import { useTranslation } from 'react-i18next';
import { MODEL_EVALUATION } from '#engine/evaluation';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { useFieldText } from '#web/lib/field-text';
import { formatNumber, formatPercent } from '#web/lib/format';
import { useDeferredModule } from '#web/lib/use-deferred-module';
import { useNearViewport } from '#web/lib/use-near-viewport';

/** Sector name without its examples in brackets, so chart labels stay short. */
const shortLabel = (label: string) => label.split(' (')[0] ?? label;

/**
 * Predicted vs observed charge-off share per sector (cross-validated), from the generated
 * evaluation.json, with the same numbers as a table (hidden until the reader asks for it). The
 * bars (sector-calibration-bars.tsx, with Recharts) load and draw when the reader nears them: far
 * below the page's first screen, their 300-500 ms of drawing on the 2-core machine had been the
 * longest task of /success-score's load.
 */
export const SectorCalibrationChart = () => {
  const { t } = useTranslation('score');
  const fieldText = useFieldText();
  const [nearRef, isNear] = useNearViewport();
  const bars = useDeferredModule(() => import('./sector-calibration-bars'), isNear);
  const { locale } = fieldText;
  const data = MODEL_EVALUATION.calibrationBySector.map((entry) => ({
    sector: entry.sector,
    name: shortLabel(fieldText.option('sector', entry.sector)),
    n: entry.n,
    predicted: entry.predictedChargeOff,
    observed: entry.observedChargeOff,
  }));
  const percent = (value: number) => formatPercent(value, locale, { digits: 1, minDigits: 1 });
  return (
    <div ref={nearRef}>
      <ChartFigure
        id="calibration"
        headingLevel={2}
        chartClassName="h-[36rem] w-full"
        title={t('calibration.heading')}
        description={t('calibration.description')}
        tableToggle={{ show: t('calibration.showTable'), hide: t('calibration.hideTable') }}
        chart={
          // The figure's text and table come with the page; the bars a moment later, in the space
          // kept for them (chartClassName), so nothing below moves.
          bars ? (
            <bars.SectorCalibrationBars
              data={data}
              predictedName={t('calibration.predicted')}
              observedName={t('calibration.observed')}
              formatPercent={percent}
            />
          ) : null
        }
        headers={[
          t('calibration.sector'),
          t('calibration.loans'),
          t('calibration.predicted'),
          t('calibration.observed'),
        ]}
        rows={data.map((row) => [
          row.name,
          formatNumber(row.n, locale),
          percent(row.predicted),
          percent(row.observed),
        ])}
        footer={
          <p className="text-sm text-ink-muted">
            {t('calibration.anchor', {
              gap: formatNumber(MODEL_EVALUATION.bdsAnchor.largestGapPoints, locale, {
                digits: 2,
                minDigits: 2,
              }),
            })}
          </p>
        }
      />
    </div>
  );
};
