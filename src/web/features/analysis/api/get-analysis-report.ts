import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAnalysisReport as getAnalysisReportEndpoint } from '#shared/contracts/analysis-reports';
import { apiRequest } from '#web/lib/api-client';
import { ANALYSIS_LIST_KEY } from './analysis-keys';

export const getAnalysisReport = (id: string, signal?: AbortSignal) =>
  apiRequest(getAnalysisReportEndpoint, { params: { id }, signal });

// Under the list's key: invalidating the list also refreshes every open report.
export const analysisReportQueryKey = (id: string) => [...ANALYSIS_LIST_KEY, id] as const;

export const analysisReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: analysisReportQueryKey(id),
    queryFn: ({ signal }) => getAnalysisReport(id, signal),
  });

/** One of your analyses with its action plan. */
export const useAnalysisReport = (id: string) => useQuery(analysisReportQueryOptions(id));
