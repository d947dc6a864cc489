import { useTranslation } from 'react-i18next';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { Button } from '#web/components/ui/button';
import type { JobStatus } from '../hooks/use-simulation-job';

type RunProgressProps = {
  status: JobStatus;
  progress: number;
  /** Text of the running state, e.g. "Simulating 10,000 paths". */
  label: string;
  error: string | null;
  onCancel: () => void;
};

/** Progress bar and cancel button while a run goes; a status line once it stopped. */
export const RunProgress = ({ status, progress, label, error, onCancel }: RunProgressProps) => {
  const { t } = useTranslation('simulation');
  const percent = Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-2">
      {status === 'running' ? (
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex min-w-60 flex-1 flex-col gap-1">
            <span id="run-progress-label" className="text-sm text-ink">
              {label}
            </span>
            <ProgressBar
              labelledBy="run-progress-label"
              percent={percent}
              valueText={t('progress.percent', { percent })}
            />
          </div>
          <Button variant="secondary" onClick={onCancel}>
            {t('progress.cancel')}
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-sm text-ink-muted">
        {/* Announced once; the progress bar itself carries the percentage. */}
        {status === 'running' ? t('progress.running') : null}
        {status === 'cancelled' ? t('progress.cancelled') : null}
        {status === 'done' ? t('progress.done') : null}
      </p>
      {status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('progress.failed', { message: error ?? '' })}
        </p>
      ) : null}
    </div>
  );
};
