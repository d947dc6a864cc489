import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { ExperimentsPanel } from '#web/features/experiments/components/experiments-panel';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** Validation experiments of the current business and the estimate their evidence moves (issue 15). */
export const ExperimentsPage = () => {
  const { t } = useTranslation('experiments');
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  const { currentBusiness, isPending } = useCurrentBusiness(user?.id ?? null);
  if (isPending || !currentBusiness) return <Spinner />;
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro', { business: currentBusiness.name })} />
      {/* Keyed by business: switching business starts with empty forms. */}
      <ExperimentsPanel key={currentBusiness.id} businessId={currentBusiness.id} />
    </PageContainer>
  );
};
