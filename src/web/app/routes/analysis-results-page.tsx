import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { useCalculation } from '#web/features/calculations/api/get-calculation';
import { CalculationActions } from '#web/features/calculations/components/calculation-actions';
import { CalculationLoadError } from '#web/features/calculations/components/calculation-load-error';
import { ExportMenu } from '#web/features/export/components/export-menu';
import { ResultView } from '#web/features/results/components/result-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '../paths';
import { PageContainer } from './page-container';

/** Navigation state: the result was just saved to be shared, so the share dialog opens. */
export type AnalysisResultsState = { isSharing: boolean };

const isSharingState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'isSharing' in state && state.isSharing === true;

/** /analysis-results/{id}: one saved calculation with rename, share, delete and export. */
export const AnalysisResultsPage = () => {
  const { id = '' } = useParams();
  const location = useLocation();
  const { t, i18n } = useTranslation('calculations');
  const navigate = useNavigate();
  const calculation = useCalculation(id);
  useDocumentTitle(calculation.data?.title ?? t('resultsPage.documentTitle'));

  if (calculation.isPending) return <Spinner />;
  if (calculation.isError) {
    return (
      <PageContainer>
        <CalculationLoadError
          onRetry={() => void calculation.refetch()}
          isRetrying={calculation.isFetching}
          dashboardPath={paths.dashboard}
        />
      </PageContainer>
    );
  }

  const saved = calculation.data;
  const savedOn = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'tr' ? 'tr-TR' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(saved.createdAt));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link
          to={paths.analyses}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary-strong underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('resultsPage.allAnalyses')}
        </Link>
        <h1
          data-testid="calculation-title"
          className="text-3xl font-bold tracking-tight break-words text-ink"
        >
          {saved.title}
        </h1>
        <p className="text-sm text-ink-muted">{t('resultsPage.savedOn', { date: savedOn })}</p>
      </div>
      <ResultView
        result={saved.result}
        input={saved.input}
        headingLevel={2}
        actions={
          <>
            <CalculationActions
              calculationId={saved.id}
              title={saved.title}
              isShareOpenAtFirst={isSharingState(location.state)}
              onDeleted={() => void navigate(paths.analyses, { replace: true })}
            />
            <ExportMenu input={saved.input} result={saved.result} title={saved.title} />
          </>
        }
      />
    </div>
  );
};
