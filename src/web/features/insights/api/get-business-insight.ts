import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBusinessInsight as getBusinessInsightEndpoint } from '#shared/contracts/insights';
import { apiRequest } from '#web/lib/api-client';

export const getBusinessInsight = (businessId: string, signal?: AbortSignal) =>
  apiRequest(getBusinessInsightEndpoint, { params: { businessId }, signal });

export const businessInsightQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: [getBusinessInsightEndpoint.path, businessId],
    queryFn: ({ signal }) => getBusinessInsight(businessId, signal),
  });

export const useBusinessInsight = (businessId: string) =>
  useQuery(businessInsightQueryOptions(businessId));
