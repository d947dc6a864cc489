import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCalculation as getCalculationEndpoint } from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';
import { calculationKey } from './calculation-keys';

export const getCalculation = (id: string, signal?: AbortSignal) =>
  apiRequest(getCalculationEndpoint, { params: { id }, signal });

export const calculationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: calculationKey(id),
    queryFn: ({ signal }) => getCalculation(id, signal),
    enabled: id !== '',
  });

export const useCalculation = (id: string) => useQuery(calculationQueryOptions(id));
