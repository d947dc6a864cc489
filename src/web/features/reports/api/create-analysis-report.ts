import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReport as createReportEndpoint } from '#shared/contracts/reports';
import { getTokens } from '#shared/contracts/tokens';
import { apiRequest } from '#web/lib/api-client';
import { sendPaidRequest } from '#web/lib/paid-request-keys';
import { ACTION_PLANS_KEY, ANALYSIS_LIST_KEY } from './analysis-keys';
import { reportQueryKey } from './get-analysis-report';

/** A business's comprehensive analysis, paid in tokens: a retry of it is not charged twice. */
export const createReport = (businessId: string) =>
  sendPaidRequest(`comprehensiveAnalysis:${businessId}`, (headers) =>
    apiRequest(createReportEndpoint, { body: { businessId }, headers }),
  );

export const useCreateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // The form explains a business without inputs (422) and a short balance (402) with links,
    // next to the button.
    meta: { errorHandling: 'local' },
    onSuccess: async (report) => {
      // The report page opens next: it needs no second request.
      queryClient.setQueryData(reportQueryKey(report.id), report);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ANALYSIS_LIST_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: ACTION_PLANS_KEY }),
        // The report was paid for: every tokens query (balance, history) starts with this key.
        queryClient.invalidateQueries({ queryKey: [getTokens.path] }),
      ]);
    },
  });
};
