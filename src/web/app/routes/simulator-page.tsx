import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useCurrentBusiness } from '../../features/businesses/hooks/use-current-business';
import { GoalSimulator } from '../../features/simulator/components/goal-simulator';
import { SimulationRunnerProvider } from '../../features/simulator/hooks/runner-context';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /simulator: the goal-based simulator, searching plan changes in a Web Worker. */
export const SimulatorPage = () => {
  const { t } = useTranslation('simulator');
  useDocumentTitle(t('goalPage.title'));
  const { user } = useAuth();
  const { currentBusiness, isPending } = useCurrentBusiness(user?.id ?? null);
  if (user && isPending) return <Spinner />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('goalPage.title')}
      </h1>
      <p className="mt-4 mb-10 text-lg text-ink-muted">{t('goalPage.intro')}</p>
      <SimulationRunnerProvider>
        <GoalSimulator key={currentBusiness?.id ?? 'none'} business={currentBusiness} />
      </SimulationRunnerProvider>
    </div>
  );
};
