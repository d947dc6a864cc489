import type { Insight, InsightGroup, NarrativeFallbackReason } from '#shared/contracts/insights';
import { Card } from '#web/components/ui/card';
import { useInsightNarrative } from '../api/create-insight-narrative';
import { useInsightFormat, useInsightsText } from './insight-format';

/** Reasons worth telling the reader; with no model configured the rules' text simply stands. */
const SHOWN_REASONS = ['rejected_numbers', 'invalid_answer', 'timeout', 'unavailable'] as const;
type ShownReason = (typeof SHOWN_REASONS)[number];
const isShown = (reason: NarrativeFallbackReason): reason is ShownReason =>
  (SHOWN_REASONS as readonly string[]).includes(reason);

/** The deterministic summary: a few sentences built by fixed rules from the insight's figures. */
const useRuleSummary = (insight: Insight): string[] => {
  const { t } = useInsightsText();
  const { field, points, share } = useInsightFormat();
  const { current, change, lifts, risks } = insight;
  const sentences = [
    t('card.now', {
      score: current.score,
      probability: share(current.probabilityPoints),
      low: share(current.intervalLowPoints),
      high: share(current.intervalHighPoints),
    }),
  ];
  const mainCause = change?.attribution[0];
  if (change && mainCause) {
    sentences.push(
      t('card.summaryChange', {
        change: points(change.probabilityChangePoints),
        input: field.label(mainCause.input),
      }),
    );
  }
  const largest = lifts[0];
  if (largest) {
    sentences.push(
      t('card.summaryLift', {
        input: field.label(largest.input),
        to: field.value(largest.input, largest.to),
        lift: points(largest.liftPoints),
      }),
    );
  }
  const worst = risks[0];
  if (worst) {
    sentences.push(
      t('card.summaryRisk', { input: field.label(worst.input), delta: points(worst.deltaPoints) }),
    );
  }
  return sentences;
};

type InsightSummaryProps = {
  group: InsightGroup;
  insight: Insight;
  /** Whether the server has a language model to ask. */
  narrativeAvailable: boolean;
};

/**
 * The summary, labelled by who wrote it: the language model's checked narrative when the server
 * has one and it passed the checks, else the text built by fixed rules (always complete).
 */
export const InsightSummary = ({ group, insight, narrativeAvailable }: InsightSummaryProps) => {
  const { t, i18n } = useInsightsText();
  const language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  const narrative = useInsightNarrative(
    { businessId: group.businessId, language },
    group.latestRun?.createdAt ?? null,
    narrativeAvailable,
  );
  const ruleSummary = useRuleSummary(insight);
  const model = narrative.data?.source === 'model' ? narrative.data : null;
  const reason = narrative.data?.source === 'engine' ? narrative.data.reason : null;
  return (
    <Card as="section" padding="row" className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold text-ink">{t('card.summaryHeading')}</h3>
      {model ? (
        <div data-testid="insight-narrative" data-source="model" className="flex flex-col gap-2">
          <p className="text-ink">{model.summary}</p>
          {model.points.length > 0 ? (
            <ul className="list-disc space-y-1 pl-6 text-ink-muted">
              {model.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm text-ink-muted">{t('card.byModel', { model: model.model })}</p>
        </div>
      ) : (
        <div data-testid="insight-narrative" data-source="rules" className="flex flex-col gap-2">
          <p className="text-ink">{ruleSummary.join(' ')}</p>
          <p className="text-sm text-ink-muted">{t('card.byRules')}</p>
          {/* Always rendered, so screen readers hear the live region's text when it changes. */}
          <p role="status" className="text-sm text-ink-muted empty:hidden">
            {narrative.isFetching ? t('card.modelLoading') : ''}
          </p>
          {reason && isShown(reason) ? (
            <p className="text-sm text-ink-muted">{t(`card.fallback.${reason}`)}</p>
          ) : null}
        </div>
      )}
    </Card>
  );
};
