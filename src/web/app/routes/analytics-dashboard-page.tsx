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
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('analytics.title')}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t('analytics.intro')}</p>
      <LoadState query={analytics}>{(data) => <AnalyticsOverview analytics={data} />}</LoadState>
    </PageContainer>
  );
};
