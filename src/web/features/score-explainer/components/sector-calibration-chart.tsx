import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { MODEL_EVALUATION } from '#engine/model/evaluation';
import type { Sector } from '#engine/inputs';
import { SECTOR_LABELS } from '#shared/calculator/select-options';
import { Button } from '../../../components/ui/button';
import { formatDecimal, formatPercent, localeOf } from '../format';

/** Sector name without its examples in brackets, so chart labels stay short. */
const shortLabel = (label: string) => label.split(' (')[0] ?? label;

/**
 * Predicted vs observed charge-off share per sector (cross-validated), from the generated
 * evaluation.json. The chart is hidden from assistive technology; the table carries the same
 * numbers (visually hidden until the reader asks for it).
 */
export const SectorCalibrationChart = () => {
  const { t, i18n } = useTranslation('score');
  const language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  const locale = localeOf(language);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const title = t('calibration.heading');
  const data = MODEL_EVALUATION.calibrationBySector.map((entry) => ({
    sector: entry.sector,
    name: shortLabel(SECTOR_LABELS[entry.sector as Sector][language]),
    n: entry.n,
    predicted: entry.predictedChargeOff,
    observed: entry.observedChargeOff,
  }));
  const percent = (value: number) => formatPercent(value, locale);
  return (
    <figure aria-labelledby="calibration-title" className="flex flex-col gap-3">
      <figcaption>
        <h2 id="calibration-title" className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-2 text-ink-muted">{t('calibration.description')}</p>
      </figcaption>
      <div aria-hidden="true" className="h-[36rem] w-full">
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
      </div>
      <div>
        <Button
          variant="secondary"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t('calibration.hideTable') : t('calibration.showTable')}
        </Button>
      </div>
      <div id={tableId} className={tableShown ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full border-collapse text-left" data-testid="calibration-table">
          <caption className="sr-only">{t('calibration.tableCaption', { title })}</caption>
          <thead>
            <tr className="border-b border-line-strong">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('calibration.sector')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('calibration.loans')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('calibration.predicted')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('calibration.observed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.sector} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {row.name}
                </th>
                <td className="py-2 pr-4 tabular-nums">{row.n.toLocaleString(locale)}</td>
                <td className="py-2 pr-4 tabular-nums">{percent(row.predicted)}</td>
                <td className="py-2 tabular-nums">{percent(row.observed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-ink-muted">
        {t('calibration.anchor', {
          gap: formatDecimal(MODEL_EVALUATION.bdsAnchor.largestGapPoints, locale, 2),
        })}
      </p>
    </figure>
  );
};
