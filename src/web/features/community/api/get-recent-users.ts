import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNITY_ROUTES } from '#shared/contracts/community-routes';
import type { RecentUsersResponse } from '#shared/contracts/community';
import { sendNowReadLater } from '#web/lib/api-send';

/** Sent at once and read once the page is on screen: the home page's first load holds no Zod (decision 015). */
export const getRecentUsers = (signal?: AbortSignal): Promise<RecentUsersResponse> =>
  sendNowReadLater(COMMUNITY_ROUTES.recentUsers, { signal }, async (sent) =>
    (await import('./get-recent-users-request')).readRecentUsers(sent),
  );

export const recentUsersQueryOptions = () =>
  queryOptions({
    queryKey: [COMMUNITY_ROUTES.recentUsers.path],
    queryFn: ({ signal }) => getRecentUsers(signal),
  });

export const useRecentUsers = () => useQuery(recentUsersQueryOptions());
