import { currencyForLocation } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { usePersonalizedDashboard } from '#web/features/dashboards/api/get-personalized-dashboard';
import { useDashboardsText } from '#web/features/dashboards/components/dashboards-text';
import { FocusAreas } from '#web/features/dashboards/components/focus-areas';
import { LoadState } from '#web/features/dashboards/components/load-state';
import { InsightCard } from '#web/features/insights/components/insight-card';
import { MoneyViewProvider, moneyViewOf } from '#web/lib/money-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { DASHBOARD_LINKS } from './dashboard-links';
import { PageContainer } from './page-container';

/** The current business's weakest drivers and the tools that act on them, then the full insight. */
export const PersonalizedDashboardPage = () => {
  const { t } = useDashboardsText();
  useDocumentTitle(t('personalized.title'));
  const { user } = useAuth();
  const { currentBusiness } = useCurrentBusiness(user?.id ?? null);
  const dashboard = usePersonalizedDashboard(currentBusiness?.id ?? null);
  // Amounts (capital among the drivers) in the business's own currency (issue 34, item 7).
  const currency = currencyForLocation(currentBusiness?.inputs?.location);
  return (
    <PageContainer className="max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('personalized.title')}
      </h1>
      <LoadState query={dashboard}>
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
            <FocusAreas dashboard={data} links={DASHBOARD_LINKS} />
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
