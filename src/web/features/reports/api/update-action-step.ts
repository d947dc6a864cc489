import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ActionPlans,
  type ActionStep,
  type Report,
  updateActionStep as updateActionStepEndpoint,
} from '#shared/contracts/reports';
import { apiRequest } from '#web/lib/api-client';
import { ACTION_PLANS_KEY, ANALYSIS_LIST_KEY } from './analysis-keys';
import { reportQueryKey } from './get-analysis-report';

export type StepChange = { analysisId: string; stepId: string; done: boolean };

export const updateActionStep = ({ analysisId, stepId, done }: StepChange) =>
  apiRequest(updateActionStepEndpoint, { params: { id: analysisId, stepId }, body: { done } });

const withStep = (steps: ActionStep[], change: StepChange): ActionStep[] =>
  steps.map((step) =>
    step.id === change.stepId
      ? { ...step, done: change.done, doneAt: change.done ? new Date().toISOString() : null }
      : step,
  );

/** Shows the change in the report and the action plans at once; returns how to undo it. */
const applyOptimistically = async (queryClient: QueryClient, change: StepChange) => {
  const reportKey = reportQueryKey(change.analysisId);
  await Promise.all([
    queryClient.cancelQueries({ queryKey: reportKey }),
    queryClient.cancelQueries({ queryKey: ACTION_PLANS_KEY }),
  ]);
  const report = queryClient.getQueryData<Report>(reportKey);
  const plans = queryClient.getQueryData<ActionPlans['plans']>(ACTION_PLANS_KEY);
  if (report)
    queryClient.setQueryData(reportKey, { ...report, steps: withStep(report.steps, change) });
  if (plans) {
    queryClient.setQueryData(
      ACTION_PLANS_KEY,
      plans.map((plan) =>
        plan.analysisId === change.analysisId
          ? { ...plan, steps: withStep(plan.steps, change) }
          : plan,
      ),
    );
  }
  return () => {
    if (report) queryClient.setQueryData(reportKey, report);
    if (plans) queryClient.setQueryData(ACTION_PLANS_KEY, plans);
  };
};

/**
 * Ticks or unticks a step: the box changes at once and is set back if the server refuses
 * (`onFailure` tells the reader); afterwards the report, the plans and the list's counts reload.
 */
export const useUpdateActionStep = (onFailure: (error: unknown) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActionStep,
    onMutate: (change) => applyOptimistically(queryClient, change),
    onError: (error, _change, rollback) => {
      rollback?.();
      onFailure(error);
    },
    onSettled: (_step, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportQueryKey(change.analysisId) }),
        queryClient.invalidateQueries({ queryKey: ACTION_PLANS_KEY }),
        queryClient.invalidateQueries({ queryKey: ANALYSIS_LIST_KEY, exact: true }),
      ]),
  });
};
