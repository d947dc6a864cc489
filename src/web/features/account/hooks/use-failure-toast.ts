import { useCallback } from 'react';
import { toast } from '#web/lib/toast-store';
import { useErrorMessage } from '#web/lib/use-error-message';

/** One destructive toast for a failure that no field can show. */
export const useFailureToast = () => {
  const describeError = useErrorMessage();
  return useCallback(
    (title: string, error: unknown) =>
      toast({ variant: 'destructive', title, description: describeError(error) }),
    [describeError],
  );
};
