import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cardClassName } from './card';
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

type EmptyStateProps = {
  message: ReactNode;
  /** What would add something (a link to the page that does). */
  action?: ReactNode;
  /** On a card of its own, where the list or chart it stands for would be. */
  isFramed?: boolean;
  /** Space around it (a margin). */
  className?: string;
};

const EMPTY_LAYOUT = 'flex flex-col items-start gap-3';

/** When there is nothing to show yet: why, and the action that would add something. */
export const EmptyState = ({ message, action, isFramed = false, className }: EmptyStateProps) => (
  <div
    className={
      isFramed
        ? cardClassName({ padding: 'none', className: clsx(EMPTY_LAYOUT, 'px-4 py-5', className) })
        : clsx(EMPTY_LAYOUT, 'py-6', className)
    }
  >
    <p className="text-ink-muted">{message}</p>
    {action}
  </div>
);
