import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProgressDashboard as getProgressDashboardEndpoint } from '#shared/contracts/dashboards';
import { apiRequest } from '#web/lib/api-client';

export const getProgressDashboard = (signal?: AbortSignal) =>
  apiRequest(getProgressDashboardEndpoint, { signal });

export const progressDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [getProgressDashboardEndpoint.path],
    queryFn: ({ signal }) => getProgressDashboard(signal),
  });

export const useProgressDashboard = () => useQuery(progressDashboardQueryOptions());
