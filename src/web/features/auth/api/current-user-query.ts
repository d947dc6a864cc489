import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_RETRIES, CURRENT_USER_STALE_MS } from '#shared/constants';
import { retryOnTransientError } from '#web/lib/query-client';
import { whenPageShown } from '#web/lib/startup-gate';

/**
 * GET /api/user's query key, written out so this file stays free of the contracts and Zod (it is
 * on every page's first load, docs/decisions/009); get-current-user.test.ts checks it against the
 * contract's path.
 */
export const CURRENT_USER_QUERY_KEY = ['/api/user'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    // The request module (contracts, Zod) loads once the page is on screen, ahead of the shell's
    // extras: a signed-in page waits for this answer before its own chunks and reads. An expiry
    // announced before the shell's session watcher listens is kept for it (error-handler.ts).
    queryFn: async ({ signal }) => {
      await whenPageShown();
      const { getCurrentUser } = await import('./get-current-user');
      return getCurrentUser(signal);
    },
    staleTime: CURRENT_USER_STALE_MS,
    retry: retryOnTransientError(CURRENT_USER_RETRIES),
    // Spec section 7: the user is re-checked on focus, unlike other reads.
    refetchOnWindowFocus: true,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
