import { useCallback } from 'react';
import { ApiError } from '#web/lib/api-errors';
import { useErrorMessage } from '#web/lib/use-error-message';

/**
 * A failed newsletter or contact call in words: a rate limit keeps the server's message, which
 * names the wait and is already in the reader's language (the client sends Accept-Language).
 */
export const useFailureText = () => {
  const describeError = useErrorMessage();
  return useCallback(
    (error: unknown): string =>
      error instanceof ApiError && error.code === 'RATE_LIMITED'
        ? error.message
        : describeError(error),
    [describeError],
  );
};
