import type { ReactNode, SyntheticEvent } from 'react';
import { Button } from '#web/components/ui/button';
import type { JobStatus } from '../hooks/use-simulation-job';
import { RunProgress } from './run-progress';

type RunFormProps = {
  titleId: string;
  title: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  /** The submit button is also off while a run goes. */
  canSubmit: boolean;
  job: { status: JobStatus; progress: number; error: string | null };
  /** Text of the running state, e.g. "Simulating 10,000 paths". */
  progressLabel: string;
  onCancel: () => void;
  /** The form's fields, between the title and the submit button. */
  children: ReactNode;
  /** After the progress (a status line). */
  footer?: ReactNode;
};

/** A simulator form: its title, fields, the button that starts a run and the run's progress. */
export const RunForm = ({
  titleId,
  title,
  onSubmit,
  submitLabel,
  canSubmit,
  job,
  progressLabel,
  onCancel,
  children,
  footer,
}: RunFormProps) => (
  <form
    aria-labelledby={titleId}
    noValidate
    onSubmit={(event) => void onSubmit(event)}
    className="flex flex-col gap-6"
  >
    <h2 id={titleId} className="text-xl font-semibold text-ink">
      {title}
    </h2>
    {children}
    <div>
      <Button type="submit" size="lg" disabled={job.status === 'running' || !canSubmit}>
        {submitLabel}
      </Button>
    </div>
    <RunProgress
      status={job.status}
      progress={job.progress}
      label={progressLabel}
      error={job.error}
      onCancel={onCancel}
    />
    {footer}
  </form>
);
