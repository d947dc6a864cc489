import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cardClassName } from './card';
import { Spinner } from './spinner';

type ErrorStateProps = {
  message: ReactNode;
  /** Try the load again; without it there is no button. */
  onRetry?: () => void;
  /** The retry is under way: the button waits and says so. */
  isRetrying?: boolean;
  /**
   * A heading over the message, for a failure that stands where a page's main content would be:
   * it then sits on a panel of its own, centred, with a warning icon.
   */
  title?: ReactNode;
  /** h1 where nothing else on the page is (a post that failed to load). */
  titleLevel?: 'h1' | 'h2';
  /** Space around it (a margin). */
  className?: string;
};

/** When a load failed: what went wrong, said at once (an alert), and a way to try again. */
export const ErrorState = ({
  message,
  onRetry,
  isRetrying = false,
  title,
  titleLevel: Heading = 'h2',
  className,
}: ErrorStateProps) => {
  const { t } = useTranslation();
  const retry = onRetry ? (
    <Button
      type="button"
      variant={title ? 'primary' : 'secondary'}
      onClick={onRetry}
      disabled={isRetrying}
    >
      {isRetrying ? t('retrying') : t('retry')}
    </Button>
  ) : null;
  if (!title) {
    return (
      <div role="alert" className={clsx('flex flex-col items-start gap-3', className)}>
        <p className="text-danger-700">{message}</p>
        {retry}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center gap-4 rounded-xl border border-line px-4 py-12 text-center',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-danger-700" />
      <Heading className="text-xl font-semibold text-ink">{title}</Heading>
      <p className="max-w-prose text-ink-muted">{message}</p>
      {retry}
    </div>
  );
};

/** The part of a query LoadState reads (a TanStack query result fits). */
type LoadQuery<Data> = {
  data: Data | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
};

type LoadStateProps<Data> = {
  query: LoadQuery<Data>;
  /** What the failure says; a function when it names the reason. */
  failure: ReactNode | ((error: Error) => ReactNode);
  children: (data: Data) => ReactNode;
  /** The spinner's and the failure's space (less of it inside a card). */
  className?: string;
};

/**
 * A load's three states: the spinner (a live status) while it loads, the failure with a retry, and
 * the loaded content. Data already shown stays while a refetch fails.
 */
export const LoadState = <Data,>({ query, failure, children, className }: LoadStateProps<Data>) => {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    const { error } = query;
    return (
      <ErrorState
        message={typeof failure === 'function' ? failure(error ?? new Error()) : failure}
        onRetry={() => void query.refetch()}
        className={className}
      />
    );
  }
  return <Spinner className={className} />;
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
