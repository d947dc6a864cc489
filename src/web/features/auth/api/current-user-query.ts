import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_RETRIES, CURRENT_USER_STALE_MS } from '#shared/constants';
import { retryOnTransientError } from '#web/lib/query-client';
import { sendNowReadLater } from '#web/lib/api-send';

/**
 * GET /api/user, written out so this file stays free of the contracts and Zod (it is on every
 * page's first load, docs/decisions/009); get-current-user.test.ts checks it against the contract.
 */
export const CURRENT_USER_ROUTE = { method: 'GET', path: '/api/user' } as const;
export const CURRENT_USER_QUERY_KEY = [CURRENT_USER_ROUTE.path] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    // Sent at once, read once the page is on screen (the reading module holds the contracts and
    // Zod; decision 015): a signed-in page waits for this answer before its own chunks and reads,
    // and the answer no longer waits for the page and that module. An expiry announced before the
    // shell's session watcher listens is kept for it (error-handler.ts).
    queryFn: ({ signal }) =>
      sendNowReadLater(CURRENT_USER_ROUTE, { signal }, async (sent) =>
        (await import('./get-current-user')).readCurrentUser(sent, signal),
      ),
    staleTime: CURRENT_USER_STALE_MS,
    retry: retryOnTransientError(CURRENT_USER_RETRIES),
    // Spec section 7: the user is re-checked on focus, unlike other reads.
    refetchOnWindowFocus: true,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
