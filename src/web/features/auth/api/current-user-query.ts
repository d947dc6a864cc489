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

/**
 * Whether the server answered a bare `null` (a visitor): the contract's whole meaning of that
 * answer, so it needs no reading module. Building the contracts' Zod schemas took 100-250 ms of
 * one task on every visitor's page (a post's longest task in Lighthouse), for a value with nothing
 * to check. Anything else (a user, 401, a failure) goes through readCurrentUser.
 */
const isVisitorAnswer = async (sent: Promise<Response>): Promise<boolean> => {
  try {
    const response = await sent;
    return response.status === 200 && (await response.clone().text()).trim() === 'null';
  } catch {
    return false;
  }
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    // Sent at once, read once the page is on screen (the reading module holds the contracts and
    // Zod; decision 015): a signed-in page waits for this answer before its own chunks and reads,
    // and the answer no longer waits for the page and that module. An expiry announced before the
    // shell's session watcher listens is kept for it (error-handler.ts).
    queryFn: ({ signal }) =>
      sendNowReadLater(CURRENT_USER_ROUTE, { signal }, async (sent) =>
        (await isVisitorAnswer(sent))
          ? null
          : (await import('./get-current-user')).readCurrentUser(sent, signal),
      ),
    staleTime: CURRENT_USER_STALE_MS,
    retry: retryOnTransientError(CURRENT_USER_RETRIES),
    // Spec section 7: the user is re-checked on focus, unlike other reads.
    refetchOnWindowFocus: true,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
