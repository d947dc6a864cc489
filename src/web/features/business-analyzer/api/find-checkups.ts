import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Checkup,
  findCheckups as findCheckupsEndpoint,
} from '#shared/contracts/business-analyzer';
import { apiRequest } from '#web/lib/api-client';

/** Every check-up query starts with this key, so a new check-up refreshes the history. */
export const CHECKUPS_QUERY_KEY = [findCheckupsEndpoint.path] as const;

export const findCheckups = async (businessId: string, signal?: AbortSignal): Promise<Checkup[]> =>
  (await apiRequest(findCheckupsEndpoint, { params: { id: businessId }, signal })).checkups;

export const checkupsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: [...CHECKUPS_QUERY_KEY, businessId],
    queryFn: ({ signal }) => findCheckups(businessId, signal),
    // The analyzer shows a failed load in place, with a retry.
    meta: { errorHandling: 'local' },
  });

export const useCheckups = (businessId: string) => useQuery(checkupsQueryOptions(businessId));
