import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PredictionResult } from '#engine/index';
import { Card } from '#web/components/ui/card';
import type { InputKind } from '#web/lib/input-kind';
import { type FactorGroup, groupFactors } from '../factor-groups';
import { useEngineText } from '../hooks/use-engine-text';
import { SimilarBusinesses } from './similar-businesses';
import { TextList } from './text-list';

type FactorGroupSectionProps = {
  kind: InputKind;
  group: FactorGroup;
  /** What follows the lines inside the group (the recommendations after the founder's choices). */
  children?: ReactNode;
};

/** One kind of input: its heading, what its figures are (associations), then its factor lines. */
const FactorGroupSection = ({ kind, group, children }: FactorGroupSectionProps) => {
  const { t } = useTranslation('results');
  const { text } = useEngineText();
  const headingId = `factors-${kind}-heading`;
  return (
    <Card
      aria-labelledby={headingId}
      as="section"
      shape="panel"
      padding="sm-lg"
      className="flex flex-col gap-3"
    >
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {t(`overview.groups.${kind}.heading`)}
      </h3>
      <p className="text-sm text-ink-muted">{t(`overview.groups.${kind}.note`)}</p>
      {group.notes.map((note) => (
        <p key={note.code} className="text-ink">
          {text(note)}
        </p>
      ))}
      {group.lines.length === 0 ? (
        <p className="text-ink-muted">{t('overview.noneListed')}</p>
      ) : (
        <ul className="list-disc space-y-3 pl-6">
          {group.lines.map((line) => (
            <li key={`${line.factor.code}-${String(line.factor.params?.input)}`}>
              <p className="text-ink">{text(line.factor)}</p>
              {line.reason ? <p className="text-sm text-ink-muted">{text(line.reason)}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {children}
    </Card>
  );
};

/**
 * What describes the business ("firms like yours") apart from what the founder can change, each
 * input's line with its reason, the recommendations after the founder's choices; then time to
 * success and similar businesses.
 */
export const OverviewPanel = ({ result }: { result: PredictionResult }) => {
  const { t } = useTranslation('results');
  const { text } = useEngineText();
  const groups = groupFactors(result);
  return (
    <div className="flex flex-col gap-8">
      <FactorGroupSection kind="business" group={groups.business} />
      <FactorGroupSection kind="choice" group={groups.choice}>
        <TextList
          id="overview-recommendations-heading"
          heading={t('recommendationsIntro')}
          headingLevel={4}
          items={result.recommendations}
          ordered
        />
      </FactorGroupSection>
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
