import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSignInOptions as getSignInOptionsEndpoint } from '#shared/contracts/auth';
import { apiRequest } from '#web/lib/api-client';

export const getSignInOptions = (signal?: AbortSignal) =>
  apiRequest(getSignInOptionsEndpoint, { signal });

/** The server's sign-in methods change only with its settings: read once per page load. */
export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [getSignInOptionsEndpoint.path],
    queryFn: ({ signal }) => getSignInOptions(signal),
    staleTime: Infinity,
    // Without an answer the page offers the methods every server has: nothing to report.
    meta: { errorHandling: 'local' },
  });

export const useSignInOptions = () => useQuery(signInOptionsQueryOptions());
