import { type SyntheticEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DueFollowUp,
  FOLLOW_UP_OUTCOMES,
  type FollowUpAnswer,
  type FollowUpOutcome,
} from '#shared/contracts/follow-ups';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { FieldError } from '#web/components/ui/field-error';
import { formatMomentDate } from '#web/lib/calendar-date';
import { formatPercent, localeOf } from '#web/lib/format';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useCreateFollowUpAnswer } from '../api/create-follow-up-answer';

type FollowUpQuestionProps = {
  item: DueFollowUp;
  onAnswered: (answer: FollowUpAnswer) => void;
};

/**
 * One open question as a small form: a group of four radio buttons named by the question, one
 * submit button, and an error said next to the group (a missing choice) or under it (the server).
 */
export const FollowUpQuestion = ({ item, onAnswered }: FollowUpQuestionProps) => {
  const { t, i18n } = useTranslation('followUps');
  const locale = localeOf(i18n.language);
  const describeError = useErrorMessage();
  const answer = useCreateFollowUpAnswer();
  const [outcome, setOutcome] = useState<FollowUpOutcome | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!outcome) {
      setMissingChoice(true);
      firstRadio.current?.focus();
      return;
    }
    answer.mutate(
      { calculationId: item.calculationId, monthsAfter: item.monthsAfter, outcome },
      { onSuccess: onAnswered },
    );
  };

  return (
    <Card aria-labelledby={titleId} as="article" shape="panel" padding="sm-lg">
      <h2 id={titleId} className="text-lg font-semibold break-words text-ink">
        {item.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t('questions.card.saved', { date: formatMomentDate(item.savedAt, locale) })}
      </p>
      <p className="mt-3 text-ink-muted">
        {t('questions.card.prediction', {
          fiveYear: formatPercent(item.predictedProbability, locale),
          horizon: formatPercent(item.predictedAtHorizon, locale),
          months: item.monthsAfter,
        })}
      </p>
      <form className="mt-4" onSubmit={onSubmit} noValidate>
        <fieldset aria-describedby={missingChoice ? errorId : undefined}>
          <legend className="font-semibold text-ink">
            {t('questions.card.question', { months: item.monthsAfter })}
          </legend>
          <div className="mt-3 flex flex-col gap-2">
            {FOLLOW_UP_OUTCOMES.map((value, index) => (
              <label
                key={value}
                className="flex min-h-11 items-start gap-3 rounded-md border border-line px-3 py-2 has-checked:border-primary has-checked:bg-primary-soft"
              >
                <input
                  ref={index === 0 ? firstRadio : undefined}
                  type="radio"
                  name={`${id}-outcome`}
                  value={value}
                  checked={outcome === value}
                  onChange={() => {
                    setOutcome(value);
                    setMissingChoice(false);
                  }}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="flex flex-col">
                  <span className="font-medium text-ink">{t(`outcomes.${value}.label`)}</span>
                  <span className="text-sm text-ink-muted">{t(`outcomes.${value}.hint`)}</span>
                </span>
              </label>
            ))}
          </div>
          <div className="mt-2">
            <FieldError
              id={errorId}
              error={missingChoice ? t('questions.card.chooseFirst') : undefined}
            />
          </div>
        </fieldset>
        {answer.isError ? (
          <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
            {describeError(answer.error)}
          </p>
        ) : null}
        <Button type="submit" className="mt-4" disabled={answer.isPending}>
          {answer.isPending ? t('questions.card.saving') : t('questions.card.submit')}
        </Button>
      </form>
    </Card>
  );
};
