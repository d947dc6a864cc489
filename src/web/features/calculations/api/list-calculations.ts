import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findCalculations } from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';
import { CALCULATIONS_KEY } from './calculation-keys';

export type CalculationsPage = { page: number; pageSize: number };

export const listCalculations = ({ page, pageSize }: CalculationsPage, signal?: AbortSignal) =>
  apiRequest(findCalculations, { query: { page, pageSize }, signal });

export const calculationsQueryOptions = (page: CalculationsPage) =>
  queryOptions({
    queryKey: [...CALCULATIONS_KEY, 'list', page],
    queryFn: ({ signal }) => listCalculations(page, signal),
    // The old page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useCalculations = (page: CalculationsPage) => useQuery(calculationsQueryOptions(page));
