import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { MODEL_EVALUATION } from '#engine/evaluation';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { useFieldText } from '#web/lib/field-text';
import { formatNumber, formatPercent } from '#web/lib/format';

/** Sector name without its examples in brackets, so chart labels stay short. */
const shortLabel = (label: string) => label.split(' (')[0] ?? label;

/**
 * Predicted vs observed charge-off share per sector (cross-validated), from the generated
 * evaluation.json, with the same numbers as a table (hidden until the reader asks for it).
 */
export const SectorCalibrationChart = () => {
  const { t } = useTranslation('score');
  const fieldText = useFieldText();
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
    <ChartFigure
      id="calibration"
      headingLevel={2}
      chartClassName="h-[36rem] w-full"
      title={t('calibration.heading')}
      description={t('calibration.description')}
      tableToggle={{ show: t('calibration.showTable'), hide: t('calibration.hideTable') }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ left: 8, right: 16 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              domain={[0, 0.5]}
              tickFormatter={(value: number) => percent(value)}
            />
            <YAxis
              type="category"
              dataKey="name"
              width={150}
              tick={{ fontSize: 12 }}
              interval={0}
            />
            <Legend />
            <Bar
              dataKey="predicted"
              name={t('calibration.predicted')}
              fill="var(--color-primary)"
            />
            <Bar dataKey="observed" name={t('calibration.observed')} fill="var(--color-accent)" />
          </BarChart>
        </ResponsiveContainer>
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
  );
};
