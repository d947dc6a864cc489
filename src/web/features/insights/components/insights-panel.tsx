import { paths } from '#shared/routes';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { useBusinessInsight } from '../api/get-business-insight';
import { useInsightsText } from './insight-format';
import { InsightCard } from './insight-card';

/** The insights of one business, for the comprehensive analysis report (an h2 section). */
export const InsightsPanel = ({ businessId }: { businessId: string }) => {
  const { t } = useInsightsText();
  const headingId = useId();
  const insight = useBusinessInsight(businessId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {t('panel.heading')}
      </h2>
      {insight.data ? (
        <>
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
