import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { findNotifications as findNotificationsEndpoint } from '#shared/contracts/notifications';
import { apiRequest } from '#web/lib/api-client';

/** Every notifications query starts with this key, so a mark-as-read refreshes them all. */
export const notificationsQueryKey = [findNotificationsEndpoint.path] as const;

/** The bell's latest items (and the unread count); the full list is on /notifications. */
export const LATEST_LIMIT = 8;

/** How often the bell asks, while the tab is visible (TanStack pauses it in a hidden tab). */
const POLL_INTERVAL_MS = 60_000;

export const findNotifications = (
  query: { limit?: number; cursor?: string },
  signal?: AbortSignal,
) => apiRequest(findNotificationsEndpoint, { query, signal });

export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'latest'],
    queryFn: ({ signal }) => findNotifications({ limit: LATEST_LIMIT }, signal),
    refetchInterval: POLL_INTERVAL_MS,
    // A failed poll must not toast every minute: the bell shows its own error.
    meta: { errorHandling: 'local' },
  });

/** The latest notifications and the unread count, polled for the signed-in header. */
export const useLatestNotifications = () => useQuery(latestNotificationsQueryOptions());

/** The full list, a page at a time (older pages on demand). */
export const useNotificationPages = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...notificationsQueryKey, 'pages'],
      queryFn: ({ signal, pageParam }) =>
        findNotifications(pageParam ? { cursor: pageParam } : {}, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      meta: { errorHandling: 'local' },
    }),
  );
