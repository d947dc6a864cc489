import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSharedCalculation as getSharedCalculationEndpoint } from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';

export const getSharedCalculation = (token: string, signal?: AbortSignal) =>
  apiRequest(getSharedCalculationEndpoint, { params: { token }, signal });

export const sharedCalculationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [getSharedCalculationEndpoint.path, token],
    queryFn: ({ signal }) => getSharedCalculation(token, signal),
  });

export const useSharedCalculation = (token: string) =>
  useQuery(sharedCalculationQueryOptions(token));
