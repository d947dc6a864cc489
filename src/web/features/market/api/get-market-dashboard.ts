import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMarketDashboard as getMarketDashboardEndpoint } from '#shared/contracts/market';
import { apiRequest } from '#web/lib/api-client';

export const getMarketDashboard = (signal?: AbortSignal) =>
  apiRequest(getMarketDashboardEndpoint, { signal });

export const marketDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [getMarketDashboardEndpoint.path],
    queryFn: ({ signal }) => getMarketDashboard(signal),
    // Derived once from a 2019 data release: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMarketDashboard = () => useQuery(marketDashboardQueryOptions());
