import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAnalyticsDashboard as getAnalyticsDashboardEndpoint } from '#shared/contracts/dashboards';
import { apiRequest } from '#web/lib/api-client';

export const getAnalyticsDashboard = (signal?: AbortSignal) =>
  apiRequest(getAnalyticsDashboardEndpoint, { signal });

export const analyticsDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [getAnalyticsDashboardEndpoint.path],
    queryFn: ({ signal }) => getAnalyticsDashboard(signal),
    // Every tool writes what a dashboard reads: always ask again on opening (the last answer
    // shows meanwhile), rather than keep one for the app's minute and miss a run just saved.
    staleTime: 0,
  });

export const useAnalyticsDashboard = () => useQuery(analyticsDashboardQueryOptions());
