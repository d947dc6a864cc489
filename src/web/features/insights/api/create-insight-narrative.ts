import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  createInsightNarrative as createInsightNarrativeEndpoint,
  type NarrativeRequest,
} from '#shared/contracts/insights';
import { apiRequest } from '#web/lib/api-client';

export const createInsightNarrative = (body: NarrativeRequest, signal?: AbortSignal) =>
  apiRequest(createInsightNarrativeEndpoint, { body, signal });

/**
 * A POST, but read like a query: the same insight and language give the same checked narrative,
 * so it is cached per key and never retried (a failure already answers the deterministic text).
 */
export const insightNarrativeQueryOptions = (body: NarrativeRequest, updatedAt: string | null) =>
  queryOptions({
    // The latest run's time is in the key, so a new run asks for a new narrative.
    queryKey: [createInsightNarrativeEndpoint.path, body.businessId, body.language, updatedAt],
    queryFn: ({ signal }) => createInsightNarrative(body, signal),
    staleTime: Infinity,
    retry: false,
  });

export const useInsightNarrative = (
  body: NarrativeRequest,
  updatedAt: string | null,
  enabled: boolean,
) => useQuery({ ...insightNarrativeQueryOptions(body, updatedAt), enabled });
