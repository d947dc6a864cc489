import { Link } from 'react-router';
import type { ReportText } from '#shared/contracts/reports';
import type { Dashboard } from '#shared/contracts/dashboards';
import { cardClassName } from '#web/components/ui/card';
import { PageSection } from '#web/components/ui/page-section';
import { paths } from '#shared/routes';
import { BusinessList } from './business-list';
import { useDashboardsText } from './dashboards-text';
import { NextActions } from './next-actions';
import { RecentCalculations } from './recent-calculations';
import { TokenSummary } from './token-summary';

type StandardDashboardProps = {
  dashboard: Dashboard;
  stepText: (text: ReportText) => string;
  onResumeTutorial?: (() => void) | undefined;
};

const sectionClassName = 'mt-10';

/** The standard dashboard: next actions first, then businesses, saved runs and tokens. */
export const StandardDashboard = ({
  dashboard,
  stepText,
  onResumeTutorial,
}: StandardDashboardProps) => {
  const { t } = useDashboardsText();
  const isNew = dashboard.calculationCount === 0;
  return (
    <>
      {isNew ? (
        <p className="mt-6 rounded-lg border border-primary-soft bg-primary-soft/40 px-4 py-3 text-ink">
          {t('standard.newUser')}
        </p>
      ) : null}
      <PageSection
        id="dashboard-next"
        heading={t('standard.next.heading')}
        className={sectionClassName}
      >
        <NextActions
          actions={dashboard.nextActions}
          stepText={stepText}
          onResumeTutorial={onResumeTutorial}
        />
      </PageSection>
      <div className="grid gap-x-8 lg:grid-cols-2">
        <PageSection
          id="dashboard-calculations"
          heading={t('standard.calculations.heading')}
          className={sectionClassName}
        >
          <RecentCalculations
            calculations={dashboard.recentCalculations}
            total={dashboard.calculationCount}
          />
        </PageSection>
        <div>
          <PageSection
            id="dashboard-businesses"
            heading={t('standard.businesses.heading')}
            className={sectionClassName}
          >
            <BusinessList
              businesses={dashboard.businesses}
              currentBusinessId={dashboard.currentBusinessId}
            />
          </PageSection>
          <PageSection
            id="dashboard-tokens"
            heading={t('standard.tokens.heading')}
            className={sectionClassName}
          >
            <TokenSummary balance={dashboard.tokenBalance} />
          </PageSection>
        </div>
      </div>
      <PageSection
        id="dashboard-more"
        heading={t('standard.more.heading')}
        className={sectionClassName}
      >
        <ul className="mt-3 grid gap-2 sm:grid-cols-3">
          {(
            [
              ['personalized', paths.personalizedDashboard],
              ['progress', paths.progressDashboard],
              ['analytics', paths.analyticsDashboard],
            ] as const
          ).map(([key, to]) => (
            <li key={key}>
              <Link
                to={to}
                className={cardClassName({
                  padding: 'row',
                  className: 'flex h-full flex-col gap-1 hover:bg-muted',
                })}
              >
                <span className="font-medium text-primary underline underline-offset-4">
                  {t(`standard.more.${key}`)}
                </span>
                <span className="text-sm text-ink-muted">{t(`standard.more.${key}Body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
};
