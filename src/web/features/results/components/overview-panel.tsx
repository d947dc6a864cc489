import { useTranslation } from 'react-i18next';
import type { PredictionResult } from '#engine/index';
import { useEngineText } from '../hooks/use-engine-text';
import { SimilarBusinesses } from './similar-businesses';
import { TextList } from './text-list';

// Strengths beside challenges, then the positive, negative and neutral factors side by side;
// each list's heading key and the result field it shows.
const LIST_ROWS = [
  ['grid gap-8 md:grid-cols-2', ['strengths', 'strengths'], ['challenges', 'challenges']],
  [
    'grid gap-8 md:grid-cols-3',
    ['positive', 'positiveFactors'],
    ['negative', 'negativeFactors'],
    ['neutral', 'neutralFactors'],
  ],
] as const;

/** Strengths, challenges, the three factor lists, time to success and similar businesses. */
export const OverviewPanel = ({ result }: { result: PredictionResult }) => {
  const { t } = useTranslation('results');
  const { text } = useEngineText();
  return (
    <div className="flex flex-col gap-8">
      {LIST_ROWS.map(([className, ...lists]) => (
        <div key={className} className={className}>
          {lists.map(([key, field]) => (
            <TextList
              key={key}
              id={`${key}-heading`}
              heading={t(`overview.${key}`)}
              items={result[field]}
            />
          ))}
        </div>
      ))}
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
