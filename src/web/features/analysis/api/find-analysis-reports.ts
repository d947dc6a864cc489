import { queryOptions, useQuery } from '@tanstack/react-query';
import { findAnalysisReports as findAnalysisReportsEndpoint } from '#shared/contracts/analysis-reports';
import { apiRequest } from '#web/lib/api-client';
import { ANALYSIS_LIST_KEY } from './analysis-keys';

export const findAnalysisReports = async (signal?: AbortSignal) =>
  (await apiRequest(findAnalysisReportsEndpoint, { signal })).items;

export const analysisReportsQueryOptions = () =>
  queryOptions({
    queryKey: ANALYSIS_LIST_KEY,
    queryFn: ({ signal }) => findAnalysisReports(signal),
  });

/** Your saved analyses, newest first. */
export const useAnalysisReports = () => useQuery(analysisReportsQueryOptions());
