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
    // Every tool writes what a dashboard reads: always ask again on opening (the last answer
    // shows meanwhile), rather than keep one for the app's minute and miss a run just saved.
    staleTime: 0,
  });

export const usePersonalizedDashboard = (businessId: string | null) =>
  useQuery(personalizedDashboardQueryOptions(businessId));
