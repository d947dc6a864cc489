import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('start.heading')}
        </h1>
        <p className="text-lg text-ink-muted">{t('start.intro')}</p>
      </header>
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
