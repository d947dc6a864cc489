import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  findIdentities as findIdentitiesEndpoint,
  type Identity,
} from '#shared/contracts/identity';
import { apiRequest } from '#web/lib/api-client';

export const findIdentities = (signal?: AbortSignal): Promise<Identity[]> =>
  apiRequest(findIdentitiesEndpoint, { signal });

export const findIdentitiesQueryOptions = () =>
  queryOptions({
    queryKey: [findIdentitiesEndpoint.path],
    queryFn: ({ signal }) => findIdentities(signal),
  });

export const useIdentities = () => useQuery(findIdentitiesQueryOptions());
