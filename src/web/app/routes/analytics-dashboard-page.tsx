import { PageHeader } from '#web/components/ui/page-header';
import { useAnalyticsDashboard } from '#web/features/dashboards/api/get-analytics-dashboard';
import { AnalyticsOverview } from '#web/features/dashboards/components/analytics-overview';
import { useDashboardsText } from '#web/features/dashboards/components/dashboards-text';
import { LoadState } from '#web/features/dashboards/components/load-state';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Charts of the user's saved calculations, analyses, check-ups and scenarios, each with a table. */
export const AnalyticsDashboardPage = () => {
  const { t } = useDashboardsText();
  useDocumentTitle(t('analytics.title'));
  const analytics = useAnalyticsDashboard();
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('analytics.title')} lead={t('analytics.intro')} />
      <LoadState query={analytics}>{(data) => <AnalyticsOverview analytics={data} />}</LoadState>
    </PageContainer>
  );
};
