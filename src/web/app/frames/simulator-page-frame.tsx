import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t(`${textKey}.title`)}
      </h1>
      <p className="mt-4 mb-10 text-lg text-ink-muted">{t(`${textKey}.intro`)}</p>
      <SimulationRunnerProvider>{children(currentBusiness)}</SimulationRunnerProvider>
    </div>
  );
};
