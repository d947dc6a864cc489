import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProgressDashboard as getProgressDashboardEndpoint } from '#shared/contracts/dashboards';
import { apiRequest } from '#web/lib/api-client';

export const getProgressDashboard = (signal?: AbortSignal) =>
  apiRequest(getProgressDashboardEndpoint, { signal });

export const progressDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [getProgressDashboardEndpoint.path],
    queryFn: ({ signal }) => getProgressDashboard(signal),
    // Every tool writes what a dashboard reads: always ask again on opening (the last answer
    // shows meanwhile), rather than keep one for the app's minute and miss a run just saved.
    staleTime: 0,
  });

export const useProgressDashboard = () => useQuery(progressDashboardQueryOptions());
