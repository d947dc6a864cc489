import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import {
  QUERY_GC_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_STALE_MS,
} from '#shared/constants';
import { ApiError, NetworkError } from './api-errors';
import type { HandleErrorOptions } from './error-handler';

/**
 * The central handler is loaded when the first failure needs it: it brings the contracts (and Zod)
 * that the first load does without (docs/decisions/009).
 */
const handleErrorLater = (error: unknown, options: HandleErrorOptions) => {
  void import('./error-handler').then(({ handleError }) => handleError(error, options));
};

/** Only failures that may pass on their own are worth retrying: no answer, or a 5xx. */
export const isRetryableError = (error: unknown): boolean =>
  error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);

/** A retry predicate allowing `maxRetries` retries of retryable errors (spec section 7). */
export const retryOnTransientError =
  (maxRetries: number) =>
  (failureCount: number, error: unknown): boolean =>
    failureCount < maxRetries && isRetryableError(error);

/** 1000 ms, then 2000 ms, doubling: `attemptIndex` is the number of failures so far, from 0. */
export const retryDelay = (attemptIndex: number): number =>
  QUERY_RETRY_BASE_DELAY_MS * 2 ** attemptIndex;

/**
 * Per-query or per-mutation `meta`: `errorHandling: 'local'` keeps the central handler out (the
 * component shows the failure itself); `errorDisplay: 'page'` sends the failure to /error.
 */
export type ErrorMeta = { errorHandling?: 'central' | 'local'; errorDisplay?: 'toast' | 'page' };

const errorMetaOf = (meta: Record<string, unknown> | undefined): ErrorMeta => ({
  errorHandling: meta?.errorHandling === 'local' ? 'local' : 'central',
  errorDisplay: meta?.errorDisplay === 'page' ? 'page' : 'toast',
});

/**
 * Which failed reads reach the central handler: no answer (offline mode), a 401 (sign-in flow), a
 * 5xx, or any failure of a background refetch. A 4xx on a first load is the page's to show
 * (not found, forbidden), so it does not also toast.
 */
export const shouldReportQueryError = (
  error: unknown,
  query: Pick<Query, 'meta'> & { state: { data: unknown } },
): boolean => {
  if (errorMetaOf(query.meta).errorHandling === 'local') return false;
  if (error instanceof NetworkError) return true;
  if (query.state.data !== undefined) return true;
  if (error instanceof ApiError) return error.status === 401 || error.status >= 500;
  return true;
};

export type QueryClientOptions = {
  /** The central error handler; replaceable in tests. */
  onError?: (error: unknown, options: HandleErrorOptions) => void;
  /** Called instead of `onError` for failed mutations that have no onError of their own. */
  onUnhandledMutationError?: (error: unknown) => void;
};

export const createQueryClient = (options: QueryClientOptions = {}): QueryClient => {
  const onError = options.onError ?? handleErrorLater;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!shouldReportQueryError(error, query)) return;
        onError(error, { display: errorMetaOf(query.meta).errorDisplay });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // One report per failure: a mutation with its own onError has shown it already.
        if (mutation.options.onError) return;
        const meta = errorMetaOf(mutation.meta);
        if (meta.errorHandling === 'local') return;
        if (options.onUnhandledMutationError) options.onUnhandledMutationError(error);
        else onError(error, { display: meta.errorDisplay });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: retryOnTransientError(QUERY_RETRIES),
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
};
