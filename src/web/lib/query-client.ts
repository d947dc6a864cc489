import { MutationCache, QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_STALE_MS,
} from '#shared/constants';
import { ApiError, NetworkError } from './api-client';

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

export type QueryClientOptions = {
  /** Called for failed mutations that have no onError of their own (one global toast). */
  onUnhandledMutationError?: (error: unknown) => void;
};

export const createQueryClient = (options: QueryClientOptions = {}): QueryClient =>
  new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.onError) return;
        options.onUnhandledMutationError?.(error);
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
