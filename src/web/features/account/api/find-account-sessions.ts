import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AccountSession,
  findAccountSessions as findAccountSessionsEndpoint,
} from '#shared/contracts/account';
import { apiRequest } from '#web/lib/api-client';

export const findAccountSessions = (signal?: AbortSignal): Promise<AccountSession[]> =>
  apiRequest(findAccountSessionsEndpoint, { signal });

export const findAccountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: [findAccountSessionsEndpoint.path],
    queryFn: ({ signal }) => findAccountSessions(signal),
  });

export const useAccountSessions = () => useQuery(findAccountSessionsQueryOptions());
