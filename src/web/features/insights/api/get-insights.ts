import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInsights as getInsightsEndpoint } from '#shared/contracts/insights';
import { apiRequest } from '#web/lib/api-client';

export const getInsights = (signal?: AbortSignal) => apiRequest(getInsightsEndpoint, { signal });

export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: [getInsightsEndpoint.path],
    queryFn: ({ signal }) => getInsights(signal),
  });

export const useInsights = () => useQuery(insightsQueryOptions());
