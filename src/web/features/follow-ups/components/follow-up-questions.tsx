import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DueFollowUp, FollowUpAnswer } from '#shared/contracts/follow-ups';
import { paths } from '#shared/routes';
import { ErrorState } from '#web/components/ui/load-states';
import { Skeleton, SkeletonState } from '#web/components/ui/skeleton';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useDueFollowUps } from '../api/find-due-follow-ups';
import { FollowUpQuestion } from './follow-up-question';

type Answered = { item: DueFollowUp; answer: FollowUpAnswer };

/** The confirmations of this visit: focused when a new one appears, so the answer is announced. */
const AnsweredList = ({ answered }: { answered: Answered[] }) => {
  const { t } = useTranslation('followUps');
  const latest = useRef<HTMLLIElement>(null);
  useEffect(() => latest.current?.focus(), [answered.length]);
  return (
    <ul className="flex flex-col gap-3">
      {answered.map(({ item, answer }, index) => (
        <li
          key={`${item.calculationId}-${String(item.monthsAfter)}`}
          ref={index === answered.length - 1 ? latest : undefined}
          tabIndex={-1}
          className="flex items-start gap-3 rounded-xl border border-primary bg-primary-soft p-4 text-ink"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span className="min-w-0 break-words">
            {t('questions.answered', {
              title: item.title,
              outcome: t(`outcomes.${answer.outcome}.label`),
              months: item.monthsAfter,
            })}{' '}
            <Link
              to={paths.trackRecord}
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('questions.seeRecord')}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
};

/** The signed-in user's open questions, with loading, error and empty states. */
export const FollowUpQuestions = () => {
  const { t } = useTranslation('followUps');
  const describeError = useErrorMessage();
  const due = useDueFollowUps();
  const [answered, setAnswered] = useState<Answered[]>([]);

  if (due.isPending) {
    return (
      <SkeletonState label={t('questions.loading')} className="mt-8 flex flex-col gap-4">
        <Skeleton className="h-56 rounded-xl" />
      </SkeletonState>
    );
  }
  if (due.isError) {
    return (
      <ErrorState
        title={t('questions.loadError.title')}
        message={describeError(due.error)}
        isRetrying={due.isFetching}
        onRetry={() => void due.refetch()}
        className="mt-8"
      />
    );
  }

  const isAnswered = (item: DueFollowUp) =>
    answered.some(
      (done) =>
        done.item.calculationId === item.calculationId &&
        done.item.monthsAfter === item.monthsAfter,
    );
  const open = due.data.items.filter((item) => !isAnswered(item));

  return (
    <div className="mt-8 flex flex-col gap-6">
      {answered.length > 0 ? <AnsweredList answered={answered} /> : null}
      {open.length === 0 ? (
        <section
          aria-labelledby="follow-ups-empty"
          className="rounded-xl border border-line px-4 py-10 text-center"
        >
          <h2 id="follow-ups-empty" className="text-xl font-semibold text-ink">
            {t('questions.empty.title')}
          </h2>
          <p className="mx-auto mt-2 max-w-prose text-ink-muted">{t('questions.empty.body')}</p>
        </section>
      ) : (
        open.map((item) => (
          <FollowUpQuestion
            key={`${item.calculationId}-${String(item.monthsAfter)}`}
            item={item}
            onAnswered={(answer) => setAnswered((list) => [...list, { item, answer }])}
          />
        ))
      )}
    </div>
  );
};
