import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createScenario as createScenarioEndpoint,
  type CreateScenarioRequest,
} from '#shared/contracts/scenarios';
import { apiRequest } from '#web/lib/api-client';
import { SCENARIOS_QUERY_KEY } from './find-scenarios';

export const createScenario = (businessId: string, body: CreateScenarioRequest) =>
  apiRequest(createScenarioEndpoint, { params: { businessId }, body });

export const useCreateScenario = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScenarioRequest) => createScenario(businessId, body),
    // The form shows the error (e.g. the 10-scenario limit) next to the name field.
    meta: { errorHandling: 'local' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCENARIOS_QUERY_KEY }),
  });
};
