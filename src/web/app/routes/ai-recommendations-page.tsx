import { Link } from 'react-router';
import { ConversionNote } from '#web/components/money/conversion-note';
import { buttonClassName } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useBusinesses } from '#web/features/businesses/api/find-businesses';
import { currencyOfBusiness } from '#web/features/businesses/business-currency';
import { useInsights } from '#web/features/insights/api/get-insights';
import { InsightCard } from '#web/features/insights/components/insight-card';
import { useInsightsText } from '#web/features/insights/components/insight-format';
import { MoneyViewProvider, moneyViewOf } from '#web/lib/money-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/** AI insights and recommendations over the user's saved calculations, one section per business. */
export const AiRecommendationsPage = () => {
  const { t } = useInsightsText();
  useDocumentTitle(t('title'));
  const insights = useInsights();
  // Already loaded by the business guard: each business's amounts in its own currency.
  const { user } = useAuth();
  const businesses = useBusinesses(user?.id ?? null).data;
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('page.intro')} />
      {insights.data ? (
        insights.data.groups.some((group) => group.insight) ? (
          <div className="mt-10 flex flex-col gap-12">
            {insights.data.groups.map((group) => (
              <section
                key={group.businessId ?? 'unlinked'}
                aria-labelledby={`insights-${group.businessId ?? 'unlinked'}`}
                className="flex flex-col gap-4"
              >
                <h2
                  id={`insights-${group.businessId ?? 'unlinked'}`}
                  className="text-2xl font-semibold break-words text-ink"
                >
                  {group.businessName ?? t('page.unlinked')}
                </h2>
                <MoneyViewProvider
                  view={moneyViewOf(currencyOfBusiness(businesses, group.businessId))}
                >
                  <ConversionNote
                    currency={currencyOfBusiness(businesses, group.businessId)}
                    amount={null}
                    className="text-sm text-ink-muted"
                  />
                  <InsightCard
                    group={group}
                    narrativeAvailable={insights.data.narrativeAvailable}
                  />
                </MoneyViewProvider>
              </section>
            ))}
            <p className="text-sm text-ink-muted">{t('page.method')}</p>
          </div>
        ) : (
          <Card
            as="section"
            padding="none"
            className="mt-10 flex flex-col items-start gap-4 px-4 py-6"
          >
            <h2 className="text-2xl font-semibold text-ink">{t('page.emptyHeading')}</h2>
            <p className="text-ink-muted">{t('page.emptyBody')}</p>
            <Link to={paths.calculator} className={buttonClassName('primary', 'lg')}>
              {t('page.emptyCta')}
            </Link>
          </Card>
        )
      ) : insights.isError ? (
        <ErrorState
          message={t('page.loadFailed')}
          onRetry={() => void insights.refetch()}
          className="mt-8"
        />
      ) : (
        <Spinner />
      )}
    </PageContainer>
  );
};
