import { usePrefetchQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import {
  calculationQueryOptions,
  useCalculation,
} from '#web/features/calculations/api/get-calculation';
import { CalculationActions } from '#web/features/calculations/components/calculation-actions';
import { CalculationLoadError } from '#web/features/calculations/components/calculation-load-error';
import { ExportMenu } from '#web/features/export/components/export-menu';
import { preloadResultWords } from '#web/features/results/preload-result-words';
import { formatLongDateTime, localeOf } from '#web/lib/format';
import { usePreparedDateFormat } from '#web/lib/use-prepared-date-format';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { lazyPage } from '../lazy-page';
import { paths } from '#shared/routes';
import { BackLink } from '../frames/back-link';
import { PageContainer } from '../frames/page-container';

/**
 * The result view (most of the page's code; its charts come later, with their tab) loads while
 * the calculation is read, not after it: the page's own chunk stays small, so the read goes out
 * as soon as it renders. Asked for as soon as this module runs; a failed load shows when the
 * result renders (it loads again). The words too: the result's, the page's and its export
 * menu's, together.
 */
const SavedResult = lazyPage(() => import('../frames/saved-result'), 'SavedResult');
SavedResult.preload().catch(() => undefined);
preloadResultWords(['calculations', 'export']);

/** Navigation state: the result was just saved to be shared, so the share dialog opens. */
export type AnalysisResultsState = { isSharing: boolean };

const isSharingState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'isSharing' in state && state.isSharing === true;

/** /analysis-results/{id}: one saved calculation with rename, share, delete and export. */
export const AnalysisResultsPage = () => {
  const { id = '' } = useParams();
  // Asked for during the first render: the translations below suspend it until their chunk is in,
  // and the read should not wait for them.
  usePrefetchQuery(calculationQueryOptions(id));
  usePreparedDateFormat(formatLongDateTime);
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
        />
      </PageContainer>
    );
  }

  const saved = calculation.data;
  const savedOn = formatLongDateTime(saved.createdAt, localeOf(i18n.resolvedLanguage));
  return (
    <Suspense fallback={<Spinner />}>
      <SavedResult
        calculation={saved}
        above={<BackLink to={paths.analyses} label={t('resultsPage.allAnalyses')} />}
        below={
          <p className="text-sm text-ink-muted">{t('resultsPage.savedOn', { date: savedOn })}</p>
        }
        actions={
          <>
            <CalculationActions
              calculationId={saved.id}
              title={saved.title}
              isShareOpenAtFirst={isSharingState(location.state)}
              onDeleted={() => void navigate(paths.analyses, { replace: true })}
            />
            <ExportMenu
              input={saved.input}
              capitalEntry={saved.capitalEntry}
              result={saved.result}
              title={saved.title}
            />
          </>
        }
      />
    </Suspense>
  );
};
