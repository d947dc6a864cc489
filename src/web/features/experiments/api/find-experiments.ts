import { queryOptions, useQuery } from '@tanstack/react-query';
import { findExperiments as findExperimentsEndpoint } from '#shared/contracts/experiments';
import { apiRequest } from '#web/lib/api-client';

export const findExperiments = (businessId: string, signal?: AbortSignal) =>
  apiRequest(findExperimentsEndpoint, { params: { businessId }, signal });

/** Every change to a business's experiments refreshes this key: the estimate depends on them all. */
export const experimentsQueryKey = (businessId: string) =>
  [findExperimentsEndpoint.path, businessId] as const;

export const experimentsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: experimentsQueryKey(businessId),
    queryFn: ({ signal }) => findExperiments(businessId, signal),
  });

/** The business's experiments, the estimate before and after their evidence, and the rule. */
export const useExperiments = (businessId: string) => useQuery(experimentsQueryOptions(businessId));
