import { queryOptions, useQuery } from '@tanstack/react-query';
import { findDueFollowUps as findDueFollowUpsEndpoint } from '#shared/contracts/follow-ups';
import { apiRequest } from '#web/lib/api-client';

export const dueFollowUpsQueryKey = [findDueFollowUpsEndpoint.path] as const;

export const findDueFollowUps = (signal?: AbortSignal) =>
  apiRequest(findDueFollowUpsEndpoint, { signal });

export const dueFollowUpsQueryOptions = () =>
  queryOptions({
    queryKey: dueFollowUpsQueryKey,
    queryFn: ({ signal }) => findDueFollowUps(signal),
  });

export const useDueFollowUps = () => useQuery(dueFollowUpsQueryOptions());
