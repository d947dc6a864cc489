import { useTranslation } from 'react-i18next';
import type { PredictionResult } from '#engine/index';
import { useEngineText } from '../hooks/use-engine-text';
import { SimilarBusinesses } from './similar-businesses';
import { TextList } from './text-list';

/** Strengths, challenges, the three factor lists, time to success and similar businesses. */
export const OverviewPanel = ({ result }: { result: PredictionResult }) => {
  const { t } = useTranslation('results');
  const { text } = useEngineText();
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-8 md:grid-cols-2">
        <TextList
          id="strengths-heading"
          heading={t('overview.strengths')}
          items={result.strengths}
        />
        <TextList
          id="challenges-heading"
          heading={t('overview.challenges')}
          items={result.challenges}
        />
      </div>
      <div className="grid gap-8 md:grid-cols-3">
        <TextList
          id="positive-heading"
          heading={t('overview.positive')}
          items={result.positiveFactors}
        />
        <TextList
          id="negative-heading"
          heading={t('overview.negative')}
          items={result.negativeFactors}
        />
        <TextList
          id="neutral-heading"
          heading={t('overview.neutral')}
          items={result.neutralFactors}
        />
      </div>
      <section aria-labelledby="time-heading" className="flex flex-col gap-1">
        <h3 id="time-heading" className="text-lg font-semibold text-ink">
          {t('overview.timeToSuccess')}
        </h3>
        <p className="text-ink">
          {t('overview.timeToSuccessValue', {
            low: result.timeToSuccessMonths.low,
            high: result.timeToSuccessMonths.high,
          })}
        </p>
        {result.timeToSuccessBasis ? (
          <p className="text-sm text-ink-muted">{text(result.timeToSuccessBasis)}</p>
        ) : null}
      </section>
      <SimilarBusinesses examples={result.similarExamples} />
    </div>
  );
};
