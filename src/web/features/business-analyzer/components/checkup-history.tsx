import { useTranslation } from 'react-i18next';
import { CartesianGrid, ComposedChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { Checkup } from '#shared/contracts/business-analyzer';
import { ChartFigure } from '#web/components/ui/chart-figure';
import { fanSeries } from '#web/components/ui/fan-series';
import { PageSection } from '#web/components/ui/page-section';
import { useAnalyzerFormat } from '../hooks/use-analyzer-format';

/** A survival estimate the chart can draw: none without a plan, none past the 5-year horizon. */
const drawable = (checkup: Checkup) => {
  const survival = checkup.result.survival;
  return survival && !survival.pastHorizon ? survival : null;
};

const Legend = ({ entries }: { entries: { label: string; isBand: boolean }[] }) => (
  <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
    {entries.map(({ label, isBand }) => (
      <li key={label} className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={
            isBand
              ? 'inline-block h-3 w-6 rounded-sm bg-primary/20'
              : 'inline-block w-6 border-t-2 border-primary'
          }
        />
        {label}
      </li>
    ))}
  </ul>
);

/** The estimate over the business's check-ups (oldest first), with the same numbers as a table. */
export const CheckupHistory = ({ checkups }: { checkups: Checkup[] }) => {
  const { t } = useTranslation('businessAnalyzer');
  const format = useAnalyzerFormat();
  const oldestFirst = [...checkups].reverse();
  const toPercentPoints = (share: number) => Math.round(share * 1000) / 10;
  const data = oldestFirst.map((checkup, index) => {
    const survival = drawable(checkup);
    return {
      number: index + 1,
      band: survival
        ? [toPercentPoints(survival.interval.low), toPercentPoints(survival.interval.high)]
        : null,
      p50: survival ? toPercentPoints(survival.probability) : null,
    };
  });
  const none = t('history.noEstimate');
  const hasEstimates = data.some((point) => point.p50 !== null);
  return (
    <PageSection
      id="analyzer-history"
      heading={t('history.heading')}
      className="flex flex-col gap-4"
    >
      {hasEstimates ? null : <p className="text-ink-muted">{t('history.noChart')}</p>}
      <ChartFigure
        id="analyzer-history-chart"
        title={t('history.chartTitle')}
        description={t('history.chartDescription')}
        chartClassName={hasEstimates ? 'h-64 w-full' : 'hidden'}
        tableToggle={{ show: t('history.showTable'), hide: t('history.hideTable') }}
        headers={[
          t('history.columns.date'),
          t('history.columns.estimate'),
          t('history.columns.low'),
          t('history.columns.high'),
          t('history.columns.runway'),
        ]}
        rows={oldestFirst.map((checkup, index) => {
          const survival = drawable(checkup);
          const runway = checkup.result.runway;
          return [
            t('history.rowLabel', { number: index + 1, date: format.dateTime(checkup.createdAt) }),
            survival ? format.probability(survival.probability) : none,
            survival ? format.probability(survival.interval.low) : none,
            survival ? format.probability(survival.interval.high) : none,
            runway.kind === 'months' ? format.decimal(runway.months) : t('change.notBurning'),
          ];
        })}
        chart={
          hasEstimates ? (
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={data} accessibilityLayer={false}>
                <CartesianGrid vertical={false} />
                <XAxis dataKey="number" allowDecimals={false} />
                <YAxis
                  domain={[0, 100]}
                  width={48}
                  tickFormatter={(value: number) => format.probability(value / 100)}
                />
                {fanSeries()}
              </ComposedChart>
            </ResponsiveContainer>
          ) : null
        }
        footer={
          hasEstimates ? (
            <Legend
              entries={[
                { label: t('history.legendEstimate'), isBand: false },
                { label: t('history.legendRange'), isBand: true },
              ]}
            />
          ) : null
        }
      />
    </PageSection>
  );
};
