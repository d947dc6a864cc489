import { queryOptions, useQuery } from '@tanstack/react-query';
import { findScenarios as findScenariosEndpoint } from '#shared/contracts/scenarios';
import { apiRequest } from '#web/lib/api-client';

/** Every saved-scenario query starts with this key, so one invalidation refreshes them all. */
export const SCENARIOS_QUERY_KEY = ['/api/businesses/:businessId/scenarios'] as const;

export const findScenarios = async (businessId: string, signal?: AbortSignal) =>
  (await apiRequest(findScenariosEndpoint, { params: { businessId }, signal })).scenarios;

export const scenariosQueryOptions = (businessId: string | null) =>
  queryOptions({
    queryKey: [...SCENARIOS_QUERY_KEY, businessId],
    queryFn: ({ signal }) => findScenarios(businessId ?? '', signal),
    enabled: businessId !== null,
  });

/** Saved scenarios of a business, oldest first; idle while there is no business. */
export const useScenarios = (businessId: string | null) =>
  useQuery(scenariosQueryOptions(businessId));
