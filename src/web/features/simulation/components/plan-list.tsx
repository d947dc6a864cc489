import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, cardClassName } from '#web/components/ui/card';

/** One changed input of a plan, its values already written for people. */
export type PlanChangeView = {
  key: string;
  field: string;
  from: string;
  to: string;
  /** The size of the step, e.g. "+10%", when it says more than from → to alone. */
  step?: string;
};

/** A further figure of a plan (such as the money it needs), shown under its result. */
export type PlanFigure = { key: string; label: string; value: string };

export type PlanView = {
  changes: PlanChangeView[];
  /** The plan's effort score, formatted. */
  effort: string;
  /** What the plan reaches: the success score or the simulated figure, as a sentence. */
  outcome: string;
  figures?: PlanFigure[];
};

export type PlanListProps = {
  id: string;
  title: string;
  /** Where the business stands today, before any plan. */
  current: string;
  status: 'already_met' | 'reached' | 'out_of_reach';
  alreadyMet: string;
  plans: PlanView[];
  /** When out of reach: how close the best plan gets, and its changes. */
  best: { summary: string; changes: PlanChangeView[]; figures?: PlanFigure[] } | null;
  /** A plan shown after the list, e.g. the best one that needs no new money. */
  extra?: ReactNode;
  /** How the search ran and what it assumes. */
  notes: string[];
  testIds?: { plan: string; best: string };
};

const PlanChanges = ({ changes, label }: { changes: PlanChangeView[]; label: string }) => {
  const { t } = useTranslation('simulation');
  return (
    <ul aria-label={label} className="mt-2 flex list-disc flex-col gap-1 pl-5">
      {changes.map((change) => (
        <li key={change.key}>
          {t(change.step ? 'goal.plans.changeWithStep' : 'goal.plans.change', {
            field: change.field,
            from: change.from,
            to: change.to,
            step: change.step,
          })}
        </li>
      ))}
    </ul>
  );
};

/** A plan's further figures (such as the new money it needs) as a label/value list. */
const PlanFigures = ({ figures }: { figures: PlanFigure[] | undefined }) =>
  figures?.length ? (
    <dl className="mt-2 flex flex-col gap-1 text-sm">
      {figures.map((figure) => (
        <div key={figure.key} className="flex flex-wrap gap-x-2">
          <dt className="text-ink-muted">{figure.label}</dt>
          <dd className="font-medium text-ink tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  ) : null;

/** One plan as a card; also used on its own for a plan shown beside the list. */
export const PlanCard = ({
  plan,
  number,
  testId,
  heading,
}: {
  plan: PlanView;
  number: number;
  testId?: string;
  /** A heading and list label instead of "Plan N (effort E)", for a plan outside the ranking. */
  heading?: { title: string; changesLabel: string };
}) => {
  const { t } = useTranslation('simulation');
  const Item = heading ? 'div' : 'li';
  return (
    <Item className={cardClassName()} data-testid={testId}>
      <h3 className="font-semibold text-ink">
        {heading?.title ?? t('goal.plans.title', { number, effort: plan.effort })}
      </h3>
      <PlanChanges
        changes={plan.changes}
        label={heading?.changesLabel ?? t('goal.plans.changesLabel', { number })}
      />
      <p className="mt-2 text-sm text-ink">{plan.outcome}</p>
      <PlanFigures figures={plan.figures} />
    </Item>
  );
};

/**
 * A goal search's answer, for the success score and the simulator's goals alike: ranked plans
 * (changes as "field: from → to", effort, result), "already met", or how close the best plan gets.
 */
export const PlanList = ({
  id,
  title,
  current,
  status,
  alreadyMet,
  plans,
  best,
  extra,
  notes,
  testIds,
}: PlanListProps) => {
  const { t } = useTranslation('simulation');
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="text-ink">{current}</p>
      {status === 'already_met' ? <p className="font-medium text-ink">{alreadyMet}</p> : null}
      {status === 'reached' ? (
        <>
          <p className="font-medium text-ink">{t('goal.plans.reached', { count: plans.length })}</p>
          <ol className="flex flex-col gap-3">
            {plans.map((plan, index) => (
              <PlanCard key={index} plan={plan} number={index + 1} testId={testIds?.plan} />
            ))}
          </ol>
        </>
      ) : null}
      {status === 'out_of_reach' && best ? (
        <Card data-testid={testIds?.best}>
          <p className="font-medium text-ink">{best.summary}</p>
          {best.changes.length > 0 ? (
            <PlanChanges changes={best.changes} label={t('goal.plans.bestChangesLabel')} />
          ) : null}
          <PlanFigures figures={best.figures} />
        </Card>
      ) : null}
      {extra}
      {notes.map((note) => (
        <p key={note} className="text-sm text-ink-muted">
          {note}
        </p>
      ))}
    </section>
  );
};
