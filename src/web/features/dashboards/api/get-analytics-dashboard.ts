import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAnalyticsDashboard as getAnalyticsDashboardEndpoint } from '#shared/contracts/dashboards';
import { apiRequest } from '#web/lib/api-client';

export const getAnalyticsDashboard = (signal?: AbortSignal) =>
  apiRequest(getAnalyticsDashboardEndpoint, { signal });

export const analyticsDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [getAnalyticsDashboardEndpoint.path],
    queryFn: ({ signal }) => getAnalyticsDashboard(signal),
  });

export const useAnalyticsDashboard = () => useQuery(analyticsDashboardQueryOptions());
