import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Spinner } from './spinner';

/** While data loads: the app's spinner with "Loading..." (a live status). */
export const LoadState = ({ className }: { className?: string }) => (
  <Spinner className={className} />
);

type ErrorStateProps = {
  message: ReactNode;
  /** Try the load again; without it there is no button. */
  onRetry?: () => void;
  className?: string;
};

/** When a load failed: what went wrong, said at once (an alert), and a way to try again. */
export const ErrorState = ({ message, onRetry, className }: ErrorStateProps) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className={className ?? 'flex flex-col items-start gap-3 py-6'}>
      <p className="text-ink">{message}</p>
      {onRetry ? (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
};

/** When there is nothing to show yet: why, and the action that would add something. */
export const EmptyState = ({ message, action }: { message: ReactNode; action?: ReactNode }) => (
  <div className="flex flex-col items-start gap-3 py-6">
    <p className="text-ink-muted">{message}</p>
    {action}
  </div>
);
