import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useSharedCalculation } from '#web/features/calculations/api/get-shared-calculation';
import { ExportMenu } from '#web/features/export/components/export-menu';
import { preloadResultWords } from '#web/features/results/preload-result-words';
import { formatLongDate, localeOf } from '#web/lib/format';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';
import { SavedResult } from '../frames/saved-result';

// The result's words, the page's and its export menu's: asked for while the result is read.
preloadResultWords(['calculations', 'export']);

/** /shared/{token}: a read-only result anyone with the link may see, without signing in. */
export const SharedResultPage = () => {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation('calculations');
  const shared = useSharedCalculation(token);
  useDocumentTitle(shared.data?.title ?? t('sharedPage.documentTitle'));

  if (shared.isPending) return <Spinner />;
  if (shared.isError) {
    return (
      <PageContainer className="flex flex-col items-center gap-5 text-center">
        <Link2Off aria-hidden="true" className="size-12 text-ink-muted" />
        <PageHeader title={t('sharedPage.notFoundTitle')} size="compact" />
        <p className="text-lg text-ink-muted">{t('sharedPage.notFoundMessage')}</p>
        <Link to={paths.home} className={buttonClassName('primary', 'lg')}>
          {t('sharedPage.goHome')}
        </Link>
      </PageContainer>
    );
  }

  const calculation = shared.data;
  const savedOn = formatLongDate(calculation.createdAt, localeOf(i18n.resolvedLanguage));
  return (
    <SavedResult
      calculation={calculation}
      above={
        <p className="text-sm font-medium text-primary-strong">
          {t('sharedPage.readOnly', { date: savedOn })}
        </p>
      }
      actions={
        <>
          <ExportMenu
            input={calculation.input}
            capitalEntry={calculation.capitalEntry}
            result={calculation.result}
            title={calculation.title}
          />
          <Link to={paths.home} className={buttonClassName('secondary', 'sm')}>
            {t('sharedPage.ownEstimate')}
          </Link>
        </>
      }
    />
  );
};
