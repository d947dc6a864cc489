import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { useCalculation } from '#web/features/calculations/api/get-calculation';
import { CalculationLoadError } from '#web/features/calculations/components/calculation-load-error';
import { CompareView } from '#web/features/calculations/components/compare-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '../paths';
import { PageContainer } from './page-container';

/** /analyses/compare?a=&b=: two saved calculations side by side. */
export const ComparePage = () => {
  const { t } = useTranslation('calculations');
  const [searchParams] = useSearchParams();
  const firstId = searchParams.get('a') ?? '';
  const secondId = searchParams.get('b') ?? '';
  const first = useCalculation(firstId);
  const second = useCalculation(secondId);
  useDocumentTitle(t('comparePage.title'));

  const backLink = (
    <Link
      to={paths.analyses}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary-strong underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('comparePage.back')}
    </Link>
  );
  if (!firstId || !secondId) {
    return (
      <PageContainer className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('comparePage.title')}</h1>
        <p className="text-ink-muted">{t('comparePage.pickTwo')}</p>
        {backLink}
      </PageContainer>
    );
  }
  if (first.isPending || second.isPending) return <Spinner />;
  if (first.isError || second.isError) {
    return (
      <PageContainer>
        <CalculationLoadError
          onRetry={() => {
            if (first.isError) void first.refetch();
            if (second.isError) void second.refetch();
          }}
          dashboardPath={paths.dashboard}
        />
      </PageContainer>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        {backLink}
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('comparePage.title')}</h1>
        <p className="text-ink-muted">
          {t('comparePage.intro', { first: first.data.title, second: second.data.title })}
        </p>
      </div>
      <CompareView first={first.data} second={second.data} />
    </div>
  );
};
