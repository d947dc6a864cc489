import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '#shared/contracts/businesses';
import { QUERY_STALE_MS } from '#shared/constants';
import { sendNowReadLater } from '#web/lib/api-send';

/**
 * GET /api/businesses, written out because the business guard is on every first load and the
 * contracts and Zod are not (docs/decisions/009); find-businesses.test.ts checks it against the
 * contract. Every businesses query starts with its path, so one invalidation refreshes them all.
 */
export const BUSINESSES_ROUTE = { method: 'GET', path: '/api/businesses' } as const;
export const BUSINESSES_QUERY_KEY = [BUSINESSES_ROUTE.path] as const;

/**
 * Sent at once and read once the page is shown, by the module with the contracts (decision 015),
 * as the current user is. It used to wait for the shell's extras (loadAfterStartup): a dashboard's
 * own chunk and read then started about 2.5 s into a load instead of after the user's answer.
 */
export const findBusinesses = (signal?: AbortSignal): Promise<Business[]> =>
  sendNowReadLater(BUSINESSES_ROUTE, { signal }, async (sent) =>
    (await import('./find-businesses-request')).readBusinesses(sent),
  );

// The user id is part of the key so one account never sees another's cached list.
export const businessesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...BUSINESSES_QUERY_KEY, userId],
    queryFn: ({ signal }) => findBusinesses(signal),
    // Spec section 7: only with a user, fresh for 60 s, no refetch on focus.
    enabled: userId !== null,
    staleTime: QUERY_STALE_MS,
    refetchOnWindowFocus: false,
  });

/** The signed-in user's businesses, oldest first; idle (no request) while `userId` is null. */
export const useBusinesses = (userId: string | null) => useQuery(businessesQueryOptions(userId));
