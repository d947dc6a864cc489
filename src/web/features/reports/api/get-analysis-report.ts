import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReport as getReportEndpoint } from '#shared/contracts/reports';
import { apiRequest } from '#web/lib/api-client';
import { ANALYSIS_LIST_KEY } from './analysis-keys';

export const getReport = (id: string, signal?: AbortSignal) =>
  apiRequest(getReportEndpoint, { params: { id }, signal });

// Under the list's key: invalidating the list also refreshes every open report.
export const reportQueryKey = (id: string) => [...ANALYSIS_LIST_KEY, id] as const;

export const reportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reportQueryKey(id),
    queryFn: ({ signal }) => getReport(id, signal),
  });

/** One of your analyses with its action plan. */
export const useReport = (id: string) => useQuery(reportQueryOptions(id));
