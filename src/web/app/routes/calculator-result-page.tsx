import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useOpenSavedCalculation } from '#web/app/hooks/use-open-saved-calculation';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { rememberRedirectAfterLogin } from '#web/features/auth/auth-storage';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { ShareResult } from '#web/features/calculator/components/share-result';
import { useStoredResult } from '#web/features/calculator/hooks/use-stored-result';
import { ExportMenu } from '#web/features/export/components/export-menu';
import { ResultView } from '#web/features/results/components/result-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import type { AnalysisResultsState } from './analysis-results-page';

/** Where a visitor who chose "Sign in to share" comes back to: this result, saving it. */
const SHARE_AFTER_SIGN_IN_PATH = `${paths.calculatorResult}?share=1`;

/** A visitor's result (kept for the browser session), computed once in this browser. */
export const CalculatorResultPage = () => {
  const { t } = useTranslation('calculator');
  const stored = useStoredResult();
  const auth = useAuth();
  const navigate = useNavigate();
  const openSaved = useOpenSavedCalculation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('result.title'));
  if (!stored) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <PageHeader
          title={t('result.title')}
          lead={t('result.empty')}
          size="compact"
          leadSize="md"
        />
        <Link to={paths.calculator} className={`${buttonClassName('primary', 'lg')} mt-6`}>
          {t('result.toCalculator')}
        </Link>
      </div>
    );
  }
  const statusText = navigator.onLine
    ? t('result.computed', { version: stored.result.modelVersion })
    : t('result.offline');
  const onSignInToShare = () => {
    rememberRedirectAfterLogin(SHARE_AFTER_SIGN_IN_PATH);
    void navigate(paths.auth);
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <p role="status" className="mb-4 text-sm text-ink-muted">
        {statusText}
      </p>
      <ResultView
        result={stored.result}
        input={stored.input}
        capitalEntry={stored.capitalEntry}
        actions={
          <>
            <Link to={paths.calculator} className={buttonClassName('secondary')}>
              {t('result.edit')}
            </Link>
            {/* Visitors export too: the report is built in the browser, so it also works offline. */}
            <ExportMenu
              input={stored.input}
              capitalEntry={stored.capitalEntry}
              result={stored.result}
              title={t('result.title')}
            />
            {auth.status === 'loading' ? null : (
              <ShareResult
                input={stored.input}
                capitalEntry={stored.capitalEntry}
                isSignedIn={auth.status === 'authenticated'}
                isResuming={searchParams.get('share') === '1'}
                onSignIn={onSignInToShare}
                onSaved={(saved) =>
                  openSaved(saved, {
                    replace: true,
                    state: { isSharing: true } satisfies AnalysisResultsState,
                  })
                }
              />
            )}
          </>
        }
      />
    </div>
  );
};
