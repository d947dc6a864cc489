import { queryOptions, useQuery } from '@tanstack/react-query';
import { findActionPlans as findActionPlansEndpoint } from '#shared/contracts/reports';
import { apiRequest } from '#web/lib/api-client';
import { ACTION_PLANS_KEY } from './analysis-keys';

export const findActionPlans = async (signal?: AbortSignal) =>
  (await apiRequest(findActionPlansEndpoint, { signal })).plans;

export const actionPlansQueryOptions = () =>
  queryOptions({
    queryKey: ACTION_PLANS_KEY,
    queryFn: ({ signal }) => findActionPlans(signal),
  });

/** Every step of every analysis, grouped by analysis, newest first. */
export const useActionPlans = () => useQuery(actionPlansQueryOptions());
