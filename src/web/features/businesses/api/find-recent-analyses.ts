import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AnalysisSummary,
  findAnalyses as findAnalysesEndpoint,
} from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';

export const findAnalyses = async (signal?: AbortSignal): Promise<AnalysisSummary[]> =>
  (await apiRequest(findAnalysesEndpoint, { signal })).analyses;

// Spec section 7: enabled only when the user has businesses, always stale, refetched on focus.
export const analysesQueryOptions = (options: { userId: string | null; hasBusinesses: boolean }) =>
  queryOptions({
    queryKey: [findAnalysesEndpoint.path, options.userId],
    queryFn: ({ signal }) => findAnalyses(signal),
    enabled: options.userId !== null && options.hasBusinesses,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useAnalyses = (options: { userId: string | null; hasBusinesses: boolean }) =>
  useQuery(analysesQueryOptions(options));
