import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useCalculation } from '#web/features/calculations/api/get-calculation';
import { CalculationLoadError } from '#web/features/calculations/components/calculation-load-error';
import { CompareView } from '#web/features/calculations/components/compare-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { BackLink } from '../frames/back-link';
import { PageContainer } from '../frames/page-container';
import { WidePage } from '../frames/wide-page';

/** /analyses/compare?a=&b=: two saved calculations side by side. */
export const ComparePage = () => {
  const { t } = useTranslation('calculations');
  const [searchParams] = useSearchParams();
  const firstId = searchParams.get('a') ?? '';
  const secondId = searchParams.get('b') ?? '';
  const first = useCalculation(firstId);
  const second = useCalculation(secondId);
  useDocumentTitle(t('comparePage.title'));

  const backLink = <BackLink to={paths.analyses} label={t('comparePage.back')} />;
  if (!firstId || !secondId) {
    return (
      <PageContainer>
        <PageHeader
          title={t('comparePage.title')}
          lead={t('comparePage.pickTwo')}
          size="compact"
          leadSize="md"
        >
          {backLink}
        </PageHeader>
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
        />
      </PageContainer>
    );
  }
  return (
    <WidePage
      header={
        <PageHeader
          back={backLink}
          title={t('comparePage.title')}
          lead={t('comparePage.intro', { first: first.data.title, second: second.data.title })}
          size="compact"
          spacing="tight"
          leadSize="md"
        />
      }
    >
      <CompareView first={first.data} second={second.data} />
    </WidePage>
  );
};
