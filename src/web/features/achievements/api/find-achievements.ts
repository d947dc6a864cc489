import { queryOptions, useQuery } from '@tanstack/react-query';
import { findAchievements as findAchievementsEndpoint } from '#shared/contracts/progress';
import { apiRequest } from '#web/lib/api-client';

export const findAchievements = (signal?: AbortSignal) =>
  apiRequest(findAchievementsEndpoint, { signal });

export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: [findAchievementsEndpoint.path],
    queryFn: ({ signal }) => findAchievements(signal),
    meta: { errorHandling: 'local' },
  });

/** Every achievement with its date or null; asking also stores the ones just earned. */
export const useAchievements = () => useQuery(achievementsQueryOptions());
