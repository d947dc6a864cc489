import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteScenario as deleteScenarioEndpoint } from '#shared/contracts/scenarios';
import { apiRequest } from '#web/lib/api-client';
import { SCENARIOS_QUERY_KEY } from './find-scenarios';

export const deleteScenario = async (id: string): Promise<void> => {
  await apiRequest(deleteScenarioEndpoint, { params: { id } });
};

export const useDeleteScenario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScenario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCENARIOS_QUERY_KEY }),
  });
};
