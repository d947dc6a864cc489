import { LoadState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { useReportText } from '#web/features/reports/components/report-text';
import { useDashboard } from '#web/features/dashboards/api/get-dashboard';
import {
  useDashboardLoadFailure,
  useDashboardsText,
} from '#web/features/dashboards/components/dashboards-text';
import { StandardDashboard } from '#web/features/dashboards/components/standard-dashboard';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/**
 * The standard dashboard, where the header's "Dashboard" link and every "Return to Dashboard"
 * lead: one request, so it shows quickly; the server computes the next actions.
 */
export const DashboardPage = () => {
  const { t } = useDashboardsText();
  const loadFailure = useDashboardLoadFailure();
  useDocumentTitle(t('standard.title'));
  const { user } = useAuth();
  const { currentBusiness } = useCurrentBusiness(user?.id ?? null);
  const dashboard = useDashboard(currentBusiness?.id ?? null);
  const reportText = useReportText();
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('standard.title')} lead={t('standard.intro')} />
      <LoadState query={dashboard} failure={loadFailure} className="mt-8">
        {(data) => <StandardDashboard dashboard={data} stepText={reportText.text} />}
      </LoadState>
    </PageContainer>
  );
};
