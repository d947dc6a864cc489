import { useCallback } from 'react';
import { ApiError } from '#web/lib/api-errors';
import { useErrorMessage } from '#web/lib/use-error-message';

/**
 * A failed send in words (the contact form, the newsletter): a rate limit keeps the server's
 * message, which names the wait and is already in the reader's language (the client sends
 * Accept-Language); any other failure reads as useErrorMessage says it.
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
