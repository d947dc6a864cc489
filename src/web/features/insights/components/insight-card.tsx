import type { InsightGroup } from '#shared/contracts/insights';
import { useInsightFormat, useInsightsText } from './insight-format';
import { ChangeSection, LiftSection, RiskSection } from './insight-sections';
import { InsightSummary } from './insight-summary';

type InsightCardProps = {
  group: InsightGroup;
  narrativeAvailable: boolean;
};

/**
 * One business's insight (or the unlinked calculations'): summary, where it stands, what changed,
 * the largest lift and the risks. Its sections are h3: the caller supplies the h2 above it.
 */
export const InsightCard = ({ group, narrativeAvailable }: InsightCardProps) => {
  const { t } = useInsightsText();
  const { share } = useInsightFormat();
  const { insight } = group;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-ink-muted">
        {group.runCount > 0 ? t('card.runs', { count: group.runCount }) : null}
        {group.runCount === 0 && insight ? t('card.fromBusiness') : null}
      </p>
      {insight ? (
        <>
          <InsightSummary group={group} insight={insight} narrativeAvailable={narrativeAvailable} />
          <section className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-ink">{t('card.nowHeading')}</h3>
            <p className="text-ink-muted">
              {t('card.now', {
                score: insight.current.score,
                probability: share(insight.current.probabilityPoints),
                low: share(insight.current.intervalLowPoints),
                high: share(insight.current.intervalHighPoints),
              })}
            </p>
          </section>
          <ChangeSection group={group} insight={insight} />
          <LiftSection insight={insight} />
          <RiskSection insight={insight} />
        </>
      ) : (
        <p className="text-ink-muted">{t('card.noInsight')}</p>
      )}
    </div>
  );
};
