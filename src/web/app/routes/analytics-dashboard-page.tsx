import { LoadState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { useAnalyticsDashboard } from '#web/features/dashboards/api/get-analytics-dashboard';
import { AnalyticsOverview } from '#web/features/dashboards/components/analytics-overview';
import {
  useDashboardLoadFailure,
  useDashboardsText,
} from '#web/features/dashboards/components/dashboards-text';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Charts of the user's saved calculations, analyses, check-ups and scenarios, each with a table. */
export const AnalyticsDashboardPage = () => {
  const { t } = useDashboardsText();
  const loadFailure = useDashboardLoadFailure();
  useDocumentTitle(t('analytics.title'));
  const analytics = useAnalyticsDashboard();
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('analytics.title')} lead={t('analytics.intro')} />
      <LoadState query={analytics} failure={loadFailure} className="mt-8">
        {(data) => <AnalyticsOverview analytics={data} />}
      </LoadState>
    </PageContainer>
  );
};
