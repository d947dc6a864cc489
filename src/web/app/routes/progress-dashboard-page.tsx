import { LoadState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { AchievementList } from '#web/features/achievements/components/achievement-list';
import { useReportText } from '#web/features/reports/components/report-text';
import { useProgressDashboard } from '#web/features/dashboards/api/get-progress-dashboard';
import {
  useDashboardLoadFailure,
  useDashboardsText,
} from '#web/features/dashboards/components/dashboards-text';
import { PlanProgress } from '#web/features/dashboards/components/plan-progress';
import { ScoreHistory } from '#web/features/dashboards/components/score-history';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Action-plan completion, the estimates over time and the achievements earned. */
export const ProgressDashboardPage = () => {
  const { t } = useDashboardsText();
  const loadFailure = useDashboardLoadFailure();
  useDocumentTitle(t('progress.title'));
  const progress = useProgressDashboard();
  const reportText = useReportText();
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('progress.title')} lead={t('progress.intro')} />
      <LoadState query={progress} failure={loadFailure} className="mt-8">
        {(data) => (
          <>
            <PageSection
              id="progress-plans"
              heading={t('progress.plans.heading')}
              className="mt-10"
            >
              <PlanProgress plans={data.plans} stepText={reportText.text} />
            </PageSection>
            <PageSection
              id="progress-history"
              heading={t('progress.history.heading')}
              className="mt-12"
            >
              <p className="mt-2 text-ink-muted">{t('progress.history.intro')}</p>
              <ScoreHistory series={data.scoreHistory} />
            </PageSection>
            <div className="mt-12">
              <AchievementList />
            </div>
          </>
        )}
      </LoadState>
    </PageContainer>
  );
};
