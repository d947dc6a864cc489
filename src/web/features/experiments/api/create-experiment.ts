import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createExperiment as createExperimentEndpoint,
  type CreateExperimentRequest,
} from '#shared/contracts/experiments';
import { apiRequest } from '#web/lib/api-client';
import { experimentsQueryKey } from './find-experiments';

export const createExperiment = (businessId: string, body: CreateExperimentRequest) =>
  apiRequest(createExperimentEndpoint, { params: { businessId }, body });

/** The form shows its own failures (on the fields or above the button), so no global toast. */
export const useCreateExperiment = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExperimentRequest) => createExperiment(businessId, body),
    meta: { errorHandling: 'local' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experimentsQueryKey(businessId) }),
  });
};
