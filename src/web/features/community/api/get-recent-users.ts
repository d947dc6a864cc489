import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecentUsers as getRecentUsersEndpoint } from '#shared/contracts/community';
import { apiRequest } from '#web/lib/api-client';

export const getRecentUsers = (signal?: AbortSignal) =>
  apiRequest(getRecentUsersEndpoint, { signal });

export const recentUsersQueryOptions = () =>
  queryOptions({
    queryKey: [getRecentUsersEndpoint.path],
    queryFn: ({ signal }) => getRecentUsers(signal),
  });

export const useRecentUsers = () => useQuery(recentUsersQueryOptions());
