import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Account, getAccount as getAccountEndpoint } from '#shared/contracts/account';
import { apiRequest } from '#web/lib/api-client';

export const getAccount = (signal?: AbortSignal): Promise<Account> =>
  apiRequest(getAccountEndpoint, { signal });

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: [getAccountEndpoint.path],
    queryFn: ({ signal }) => getAccount(signal),
  });

export const useAccount = () => useQuery(accountQueryOptions());
