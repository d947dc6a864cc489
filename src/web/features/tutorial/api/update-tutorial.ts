import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateTutorial as updateTutorialEndpoint,
  type UpdateTutorialRequest,
} from '#shared/contracts/progress';
import { apiRequest } from '#web/lib/api-client';
import { tutorialQueryKey } from './get-tutorial';

export const updateTutorial = (body: UpdateTutorialRequest) =>
  apiRequest(updateTutorialEndpoint, { body });

/** Saves the step and status; the answer is the new state, so nothing is refetched. */
export const useUpdateTutorial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTutorial,
    meta: { errorHandling: 'local' },
    onSuccess: (state) => queryClient.setQueryData(tutorialQueryKey, state),
  });
};
