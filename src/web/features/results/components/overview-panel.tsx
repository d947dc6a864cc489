import { useTranslation } from 'react-i18next';
import type { PredictionResult } from '#engine/index';
import { useEngineText } from '../hooks/use-engine-text';
import { SimilarBusinesses } from './similar-businesses';
import { TextList } from './text-list';

const GRID_OF_TWO = 'grid gap-8 md:grid-cols-2';
const GRID_OF_THREE = 'grid gap-8 md:grid-cols-3';

/** Strengths, challenges, the three factor lists, time to success and similar businesses. */
export const OverviewPanel = ({ result }: { result: PredictionResult }) => {
  const { t } = useTranslation('results');
  const { text } = useEngineText();
  // Strengths beside challenges, then the positive, negative and neutral factors side by side.
  const groups = [
    [
      { key: 'strengths', items: result.strengths },
      { key: 'challenges', items: result.challenges },
    ],
    [
      { key: 'positive', items: result.positiveFactors },
      { key: 'negative', items: result.negativeFactors },
      { key: 'neutral', items: result.neutralFactors },
    ],
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <div key={group[0].key} className={group.length === 2 ? GRID_OF_TWO : GRID_OF_THREE}>
          {group.map((list) => (
            <TextList
              key={list.key}
              id={`${list.key}-heading`}
              heading={t(`overview.${list.key}`)}
              items={list.items}
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
