import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Business,
  findBusinesses as findBusinessesEndpoint,
} from '#shared/contracts/businesses';
import { QUERY_STALE_MS } from '#shared/constants';
import { apiRequest } from '../../../lib/api-client';

/** Every businesses query starts with this key, so one invalidation refreshes them all. */
export const BUSINESSES_QUERY_KEY = [findBusinessesEndpoint.path] as const;

export const findBusinesses = async (signal?: AbortSignal): Promise<Business[]> =>
  (await apiRequest(findBusinessesEndpoint, { signal })).businesses;

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
