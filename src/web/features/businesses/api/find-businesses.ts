import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '#shared/contracts/businesses';
import { QUERY_STALE_MS } from '#shared/constants';
import { loadAfterStartup } from '#web/lib/startup-gate';

/**
 * Every businesses query starts with this key, so one invalidation refreshes them all. Written out
 * (GET /api/businesses) because the business guard is on every first load and the contracts and
 * Zod are not (docs/decisions/009); find-businesses.test.ts checks it against the contract.
 */
export const BUSINESSES_QUERY_KEY = ['/api/businesses'] as const;

/** Loads the request (contracts, Zod) once start-up is over, then asks for the list. */
export const findBusinesses = async (signal?: AbortSignal): Promise<Business[]> => {
  const request = await loadAfterStartup(() => import('./find-businesses-request'));
  return request.findBusinesses(signal);
};

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
