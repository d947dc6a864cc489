import { paths } from '#shared/routes';
import { useId } from 'react';
import { Link } from 'react-router';
import { ConversionNote } from '#web/components/money/conversion-note';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { useMoneyView } from '#web/lib/money-view';
import { useBusinessInsight } from '../api/get-business-insight';
import { useInsightsText } from './insight-format';
import { InsightCard } from './insight-card';

/**
 * The insights of one business, for the comprehensive analysis report (an h2 section); amounts in
 * the page's currency (money-view.tsx), its conversion named.
 */
export const InsightsPanel = ({ businessId }: { businessId: string }) => {
  const { t } = useInsightsText();
  const { currency } = useMoneyView();
  const headingId = useId();
  const insight = useBusinessInsight(businessId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {t('panel.heading')}
      </h2>
      {insight.data ? (
        <>
          <ConversionNote currency={currency} amount={null} className="text-sm text-ink-muted" />
          <InsightCard
            group={insight.data.group}
            narrativeAvailable={insight.data.narrativeAvailable}
          />
          <Link
            to={paths.aiRecommendations}
            className="font-medium text-primary underline underline-offset-2"
          >
            {t('panel.more')}
          </Link>
        </>
      ) : insight.isError ? (
        <ErrorState message={t('page.loadFailed')} onRetry={() => void insight.refetch()} />
      ) : (
        <Spinner />
      )}
    </section>
  );
};
