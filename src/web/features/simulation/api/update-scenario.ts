import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateScenario as updateScenarioEndpoint,
  type UpdateScenarioRequest,
} from '#shared/contracts/scenarios';
import { apiRequest } from '#web/lib/api-client';
import { SCENARIOS_QUERY_KEY } from './find-scenarios';

export const updateScenario = (id: string, body: UpdateScenarioRequest) =>
  apiRequest(updateScenarioEndpoint, { params: { id }, body });

export const useUpdateScenario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateScenarioRequest }) =>
      updateScenario(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCENARIOS_QUERY_KEY }),
  });
};
