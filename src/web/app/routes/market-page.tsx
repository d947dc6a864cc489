import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { useMarketDashboard } from '#web/features/market/api/get-market-dashboard';
import { MarketDashboard } from '#web/features/market/components/market-dashboard';
import { MarketLoading } from '#web/features/market/components/market-states';
import { toSectorChoice } from '#web/features/market/market-series';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useErrorMessage } from '#web/lib/use-error-message';
import { PageContainer } from '../frames/page-container';

/** /market: BDS sector trends, listed companies and ideas per sector; the sector lives in `?sector=`. */
export const MarketPage = () => {
  const { t } = useTranslation('market');
  useDocumentTitle(t('title'));
  const describeError = useErrorMessage();
  const dashboard = useMarketDashboard();
  const [searchParams, setSearchParams] = useSearchParams();
  const sector = toSectorChoice(searchParams.get('sector'));

  const content = (() => {
    if (dashboard.data)
      return (
        <MarketDashboard
          data={dashboard.data}
          sector={sector}
          onSectorChange={(next) =>
            setSearchParams(next === 'all' ? {} : { sector: next }, { replace: true })
          }
        />
      );
    if (dashboard.isError)
      return (
        <ErrorState
          title={t('loadError.title')}
          message={describeError(dashboard.error)}
          isRetrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
          className="mt-10"
        />
      );
    return <MarketLoading />;
  })();

  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro')} />
      {content}
    </PageContainer>
  );
};
