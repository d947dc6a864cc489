import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { AnalysisList } from '#web/features/reports/components/analysis-list';
import { NewAnalysisForm } from '#web/features/reports/components/new-analysis-form';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useCanBuy } from '#web/features/billing/hooks/use-can-buy';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { href } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/** /analysis: run a comprehensive analysis of one of your businesses; your saved analyses. */
export const AnalysisPage = () => {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const { user } = useAuth();
  const { businesses, currentBusiness, isPending } = useCurrentBusiness(user?.id ?? null);
  const canBuy = useCanBuy();
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-10">
      <PageHeader title={t('start.heading')} lead={t('start.intro')} spacing="snug" />
      {isPending ? (
        <Spinner />
      ) : (
        <NewAnalysisForm
          businesses={businesses}
          defaultBusinessId={currentBusiness?.id ?? null}
          onCreated={(id) => void navigate(href.report(id))}
          canBuyTokens={canBuy}
        />
      )}
      <AnalysisList />
    </PageContainer>
  );
};
