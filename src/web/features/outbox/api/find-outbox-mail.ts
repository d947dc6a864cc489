import { queryOptions, useQuery } from '@tanstack/react-query';
import { findOutboxMail as findOutboxMailEndpoint } from '#shared/contracts/outbox';
import { ApiError, apiRequest } from '#web/lib/api-client';
import type { ErrorMeta } from '#web/lib/query-client';

/** New mail shows up without a click: the user is waiting for a link they just asked for. */
export const OUTBOX_REFRESH_MS = 5_000;

export const findOutboxMail = (signal?: AbortSignal) =>
  apiRequest(findOutboxMailEndpoint, { signal });

/** A 404: this server serves no outbox (it sends real mail, or anyone could read it). */
export const isOutboxUnavailable = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

export const outboxMailQueryOptions = () =>
  queryOptions({
    queryKey: [findOutboxMailEndpoint.path],
    queryFn: ({ signal }) => findOutboxMail(signal),
    // Always fresh: the list is worth nothing a few seconds old.
    staleTime: 0,
    refetchInterval: (query) =>
      isOutboxUnavailable(query.state.error) ? false : OUTBOX_REFRESH_MS,
    // The page shows its own failures; a toast every few seconds would only repeat them.
    meta: { errorHandling: 'local' } satisfies ErrorMeta,
  });

export const useOutboxMail = () => useQuery(outboxMailQueryOptions());
