import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteExperiment as deleteExperimentEndpoint } from '#shared/contracts/experiments';
import { apiRequest } from '#web/lib/api-client';
import { experimentsQueryKey } from './find-experiments';

export const deleteExperiment = async (experimentId: string): Promise<void> => {
  await apiRequest(deleteExperimentEndpoint, { params: { id: experimentId } });
};

/** The confirmation dialog shows a failure itself, so no global toast. */
export const useDeleteExperiment = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExperiment,
    meta: { errorHandling: 'local' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experimentsQueryKey(businessId) }),
  });
};
