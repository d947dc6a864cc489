import { queryOptions, useQuery } from '@tanstack/react-query';
import { findReports as findReportsEndpoint } from '#shared/contracts/reports';
import { apiRequest } from '#web/lib/api-client';
import { ANALYSIS_LIST_KEY } from './analysis-keys';

export const findReports = async (signal?: AbortSignal) =>
  (await apiRequest(findReportsEndpoint, { signal })).items;

export const reportsQueryOptions = () =>
  queryOptions({
    queryKey: ANALYSIS_LIST_KEY,
    queryFn: ({ signal }) => findReports(signal),
  });

/** Your saved analyses, newest first. */
export const useReports = () => useQuery(reportsQueryOptions());
