import { Link } from 'react-router';
import { ANALYTICS_MIN_CALCULATIONS, type AnalyticsDashboard } from '#shared/contracts/dashboards';
import { buttonClassName } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/load-states';
import { paths } from '#shared/routes';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';
import { ProbabilityDistributionChart } from './probability-distribution-chart';
import { RunsPerMonthChart } from './runs-per-month-chart';
import { ScenarioRunwayChart } from './scenario-runway-chart';

type AnalyticsOverviewProps = { analytics: AnalyticsDashboard };

/** The analytics: each chart only when the stored data can carry it, and says so otherwise. */
export const AnalyticsOverview = ({ analytics }: AnalyticsOverviewProps) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();
  const { calculationCount, runsPerMonth, scenarios } = analytics;
  const anyRuns = runsPerMonth.some(
    (month) => month.calculations + month.analyses + month.checkups > 0,
  );
  return (
    <div className="mt-8 flex flex-col gap-12">
      <p className="text-lg text-ink" data-testid="analytics-count">
        {t('analytics.count', {
          count: calculationCount,
          formatted: format.whole(calculationCount),
        })}
      </p>
      {calculationCount >= ANALYTICS_MIN_CALCULATIONS ? (
        <ProbabilityDistributionChart bins={analytics.probabilityBins} />
      ) : (
        <section aria-labelledby="analytics-distribution-few">
          <h2 id="analytics-distribution-few" className="text-xl font-semibold text-ink">
            {t('analytics.distribution.title')}
          </h2>
          <EmptyState
            isFramed
            className="mt-3"
            message={t('analytics.distribution.tooFew', {
              count: calculationCount,
              needed: ANALYTICS_MIN_CALCULATIONS,
            })}
            action={
              <Link to={paths.calculator} className={buttonClassName('primary')}>
                {t('analytics.distribution.cta')}
              </Link>
            }
          />
        </section>
      )}
      {anyRuns ? (
        <RunsPerMonthChart months={runsPerMonth} />
      ) : (
        <section aria-labelledby="analytics-months-none">
          <h2 id="analytics-months-none" className="text-xl font-semibold text-ink">
            {t('analytics.months.title')}
          </h2>
          <p className="mt-3 text-ink-muted">{t('analytics.months.none')}</p>
        </section>
      )}
      {scenarios.length > 0 ? (
        <ScenarioRunwayChart scenarios={scenarios} />
      ) : (
        <section aria-labelledby="analytics-scenarios-none">
          <h2 id="analytics-scenarios-none" className="text-xl font-semibold text-ink">
            {t('analytics.scenarios.title')}
          </h2>
          <EmptyState
            isFramed
            className="mt-3"
            message={t('analytics.scenarios.none')}
            action={
              <Link to={paths.businessSimulator} className={buttonClassName('secondary')}>
                {t('analytics.scenarios.cta')}
              </Link>
            }
          />
        </section>
      )}
    </div>
  );
};
