import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CalculationOverview,
  findCalculationOverviews as findCalculationOverviewsEndpoint,
} from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';

export const findCalculationOverviews = async (
  signal?: AbortSignal,
): Promise<CalculationOverview[]> =>
  (await apiRequest(findCalculationOverviewsEndpoint, { signal })).analyses;

// Spec section 7: enabled only when the user has businesses, always stale, refetched on focus.
export const analysesQueryOptions = (options: { userId: string | null; hasBusinesses: boolean }) =>
  queryOptions({
    queryKey: [findCalculationOverviewsEndpoint.path, options.userId],
    queryFn: ({ signal }) => findCalculationOverviews(signal),
    enabled: options.userId !== null && options.hasBusinesses,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useAnalyses = (options: { userId: string | null; hasBusinesses: boolean }) =>
  useQuery(analysesQueryOptions(options));
