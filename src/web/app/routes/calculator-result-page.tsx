import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { useStoredResult } from '#web/features/calculator/hooks/use-stored-result';
import { ExportMenu } from '#web/features/export/components/export-menu';
import { ResultView } from '#web/features/results/components/result-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '../paths';

/** A visitor's result (kept for the browser session), computed locally then confirmed online. */
export const CalculatorResultPage = () => {
  const { t } = useTranslation('calculator');
  const { stored, status } = useStoredResult();
  useDocumentTitle(t('result.title'));
  if (!stored) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('result.title')}</h1>
        <p className="mt-4 text-ink-muted">{t('result.empty')}</p>
        <Link to={paths.calculator} className={`${buttonClassName('primary', 'lg')} mt-6`}>
          {t('result.toCalculator')}
        </Link>
      </div>
    );
  }
  const statusText = {
    local: t('result.local'),
    offline: t('result.offline'),
    unconfirmed: t('result.unconfirmed'),
    server: t('result.confirmed'),
  }[status];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <p role="status" className="mb-4 text-sm text-ink-muted">
        {statusText}
      </p>
      <ResultView
        result={stored.result}
        input={stored.input}
        actions={
          <>
            <Link to={paths.calculator} className={buttonClassName('secondary')}>
              {t('result.edit')}
            </Link>
            {/* Visitors export too: the report is built in the browser, so it also works offline. */}
            <ExportMenu input={stored.input} result={stored.result} title={t('result.title')} />
          </>
        }
      />
    </div>
  );
};
