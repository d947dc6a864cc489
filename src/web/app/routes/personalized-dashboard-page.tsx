import { LoadState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { currencyForLocation } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { usePersonalizedDashboard } from '#web/features/dashboards/api/get-personalized-dashboard';
import {
  useDashboardLoadFailure,
  useDashboardsText,
} from '#web/features/dashboards/components/dashboards-text';
import { FocusAreas } from '#web/features/dashboards/components/focus-areas';
import { InsightCard } from '#web/features/insights/components/insight-card';
import { MoneyViewProvider, moneyViewOf } from '#web/lib/money-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** The current business's weakest drivers and the tools that act on them, then the full insight. */
export const PersonalizedDashboardPage = () => {
  const { t } = useDashboardsText();
  const loadFailure = useDashboardLoadFailure();
  useDocumentTitle(t('personalized.title'));
  const { user } = useAuth();
  const { currentBusiness } = useCurrentBusiness(user?.id ?? null);
  const dashboard = usePersonalizedDashboard(currentBusiness?.id ?? null);
  // Amounts (capital among the drivers) in the business's own currency (issue 34, item 7).
  const currency = currencyForLocation(currentBusiness?.inputs?.location);
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('personalized.title')} />
      <LoadState query={dashboard} failure={loadFailure} className="mt-8">
        {(data) => (
          <MoneyViewProvider view={moneyViewOf(currency)}>
            <p className="mt-4 text-lg break-words text-ink-muted">
              {t('personalized.intro', { name: data.business?.name ?? '' })}
            </p>
            <ConversionNote
              currency={currency}
              amount={null}
              className="mt-2 text-sm text-ink-muted"
            />
            <FocusAreas dashboard={data} />
            {data.group?.insight ? (
              <section aria-labelledby="personalized-insight" className="mt-12 flex flex-col gap-4">
                <h2 id="personalized-insight" className="text-xl font-semibold text-ink">
                  {t('personalized.insightHeading')}
                </h2>
                <InsightCard group={data.group} narrativeAvailable={data.narrativeAvailable} />
              </section>
            ) : null}
          </MoneyViewProvider>
        )}
      </LoadState>
    </PageContainer>
  );
};
