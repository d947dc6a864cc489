import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useDashboardsText } from './dashboards-text';

type LoadStateProps<Data> = {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
};

/** A dashboard's three states: loading, a failure with a retry, and the loaded content. */
export const LoadState = <Data,>({ query, children }: LoadStateProps<Data>) => {
  const { t } = useDashboardsText();
  const errorMessage = useErrorMessage();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="mt-8 flex flex-col items-start gap-3">
        <p className="text-danger-700">{t('loadFailed', { reason: errorMessage(query.error) })}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <Spinner />;
};
