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
  });

export const useDashboard = (businessId: string | null) =>
  useQuery(dashboardQueryOptions(businessId));
