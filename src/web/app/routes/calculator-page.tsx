import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenSavedCalculation } from '#web/app/hooks/use-open-saved-calculation';
import { PageHeader } from '#web/components/ui/page-header';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { CalculatorForm } from '#web/features/calculator/components/calculator-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';

/** The Success Calculator: visitors see their result here; signed-in users get it saved. */
export const CalculatorPage = () => {
  const { t } = useTranslation('calculator');
  const { status } = useAuth();
  const navigate = useNavigate();
  const openSaved = useOpenSavedCalculation();
  useDocumentTitle(t('title'));
  const isSignedIn = status === 'authenticated';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader title={t('title')} lead={t('intro')} spacing="snug" isNarrow />
      <p className="mt-2 text-sm text-ink-muted">
        {isSignedIn ? t('signedInNote') : t('visitorNote')}
      </p>
      <div className="mt-8">
        <CalculatorForm
          isSignedIn={isSignedIn}
          onSaved={(saved) => openSaved(saved)}
          onLocalResult={() => void navigate(paths.calculatorResult)}
        />
      </div>
    </div>
  );
};
