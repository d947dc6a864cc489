import { useTranslation } from 'react-i18next';
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
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-muted">
        {t('intro', { business: currentBusiness.name })}
      </p>
      {/* Keyed by business: switching business starts with empty forms. */}
      <ExperimentsPanel key={currentBusiness.id} businessId={currentBusiness.id} />
    </PageContainer>
  );
};
