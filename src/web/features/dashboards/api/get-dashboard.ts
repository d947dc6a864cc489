import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard as getDashboardEndpoint } from '#shared/contracts/dashboards';
import { apiRequest } from '#web/lib/api-client';

/** The standard dashboard of the business the browser works on (null: the oldest). */
export const getDashboard = (businessId: string | null, signal?: AbortSignal) =>
  apiRequest(getDashboardEndpoint, {
    query: businessId === null ? {} : { businessId },
    signal,
  });

export const dashboardQueryOptions = (businessId: string | null) =>
  queryOptions({
    queryKey: [getDashboardEndpoint.path, businessId],
    queryFn: ({ signal }) => getDashboard(businessId, signal),
    // Every tool writes what a dashboard reads: always ask again on opening (the last answer
    // shows meanwhile), rather than keep one for the app's minute and miss a run just saved.
    staleTime: 0,
  });

export const useDashboard = (businessId: string | null) =>
  useQuery(dashboardQueryOptions(businessId));
