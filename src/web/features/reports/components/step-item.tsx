import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { ActionStep } from '#shared/contracts/reports';
import { CheckboxField } from '#web/components/ui/checkbox-field';
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
    <li>
      <CheckboxField
        id={id}
        size="md"
        label={<span className={clsx(done && 'line-through')}>{text(step.text)}</span>}
        hint={
          <span className={clsx(overdue && 'font-semibold text-danger-700')}>
            {done
              ? t('plan.doneOn', {
                  date: formatMomentDate(step.doneAt ?? new Date().toISOString(), locale),
                })
              : overdue
                ? t('plan.overdue', { date: due })
                : t('plan.due', { date: due })}
          </span>
        }
        checked={done}
        onChange={(event) => {
          setPending(event.target.checked);
          update.mutate(
            { analysisId, stepId: step.id, done: event.target.checked },
            { onSettled: () => setPending(null) },
          );
        }}
        className="rounded-md border border-line bg-surface p-3"
      />
    </li>
  );
};
