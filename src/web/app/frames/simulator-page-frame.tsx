import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import {
  type CurrentBusinessState,
  useCurrentBusiness,
} from '#web/features/businesses/hooks/use-current-business';
import { SimulationRunnerProvider } from '#web/features/simulation/hooks/runner-context';
import { useDocumentTitle } from '#web/lib/use-document-title';

type SimulatorPageFrameProps = {
  /** The page's texts in `simulator`: `<textKey>.title` and `<textKey>.intro`. */
  textKey: 'business' | 'goalPage';
  /** The simulator itself, for the current business (null while the user has none). */
  children: (business: CurrentBusinessState['currentBusiness']) => ReactNode;
};

/** Both simulator pages: title, intro, the current business, and the Web Worker runner. */
export const SimulatorPageFrame = ({ textKey, children }: SimulatorPageFrameProps) => {
  const { t } = useTranslation('simulation');
  useDocumentTitle(t(`${textKey}.title`));
  const { user } = useAuth();
  const { currentBusiness, isPending } = useCurrentBusiness(user?.id ?? null);
  if (user && isPending) return <Spinner />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader title={t(`${textKey}.title`)} lead={t(`${textKey}.intro`)} className="mb-10" />
      <SimulationRunnerProvider>{children(currentBusiness)}</SimulationRunnerProvider>
    </div>
  );
};
