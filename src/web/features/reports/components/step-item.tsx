import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { ActionStep } from '#shared/contracts/reports';
import { toast } from '#web/lib/toast-store';
import { useUpdateActionStep } from '../api/update-action-step';
import { formatMomentDate, formatCalendarDate } from '#web/lib/calendar-date';
import { isOverdue } from './analysis-dates';
import { useReportText } from './report-text';

export type StepItemProps = { analysisId: string; step: ActionStep; today: string };

/** One step with its checkbox: saved the moment it changes, set back if the save fails. */
export const StepItem = ({ analysisId, step, today }: StepItemProps) => {
  const { t, text, locale } = useReportText();
  const id = useId();
  const update = useUpdateActionStep(() =>
    toast({ variant: 'destructive', title: t('plan.saveFailed') }),
  );
  // The box follows the click at once (the shared cache updates a moment later, after in-flight
  // reads are cancelled), and goes back to the saved state when the request settles.
  const [pending, setPending] = useState<boolean | null>(null);
  const done = pending ?? step.done;
  const overdue = isOverdue({ ...step, done }, today);
  const due = formatCalendarDate(step.dueOn, locale);
  return (
    <li className="flex items-start gap-3 rounded-md border border-line bg-surface p-3">
      <input
        id={id}
        type="checkbox"
        checked={done}
        onChange={(event) => {
          setPending(event.target.checked);
          update.mutate(
            { analysisId, stepId: step.id, done: event.target.checked },
            { onSettled: () => setPending(null) },
          );
        }}
        aria-describedby={`${id}-when`}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className={clsx('break-words text-ink', done && 'line-through')}>
          {text(step.text)}
        </label>
        <p
          id={`${id}-when`}
          className={clsx('text-sm', overdue ? 'font-semibold text-danger-700' : 'text-ink-muted')}
        >
          {done
            ? t('plan.doneOn', {
                date: formatMomentDate(step.doneAt ?? new Date().toISOString(), locale),
              })
            : overdue
              ? t('plan.overdue', { date: due })
              : t('plan.due', { date: due })}
        </p>
      </div>
    </li>
  );
};
