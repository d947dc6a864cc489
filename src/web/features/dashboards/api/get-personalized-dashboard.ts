import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPersonalizedDashboard as getPersonalizedDashboardEndpoint } from '#shared/contracts/dashboards';
import { apiRequest } from '#web/lib/api-client';

/** What the insight engine suggests for the business the browser works on (null: the oldest). */
export const getPersonalizedDashboard = (businessId: string | null, signal?: AbortSignal) =>
  apiRequest(getPersonalizedDashboardEndpoint, {
    query: businessId === null ? {} : { businessId },
    signal,
  });

export const personalizedDashboardQueryOptions = (businessId: string | null) =>
  queryOptions({
    queryKey: [getPersonalizedDashboardEndpoint.path, businessId],
    queryFn: ({ signal }) => getPersonalizedDashboard(businessId, signal),
  });

export const usePersonalizedDashboard = (businessId: string | null) =>
  useQuery(personalizedDashboardQueryOptions(businessId));
