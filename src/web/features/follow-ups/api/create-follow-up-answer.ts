import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AnswerFollowUpRequest,
  createFollowUpAnswer as createFollowUpAnswerEndpoint,
} from '#shared/contracts/follow-ups';
import { apiRequest } from '#web/lib/api-client';
import { trackRecordQueryKey } from './get-track-record';

export const createFollowUpAnswer = (body: AnswerFollowUpRequest) =>
  apiRequest(createFollowUpAnswerEndpoint, { body });

/**
 * The question list is not refetched here: the page keeps the answered card as its confirmation
 * and hides the question itself. The track record counts the answer, so it is refetched.
 */
export const useCreateFollowUpAnswer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFollowUpAnswer,
    meta: { errorHandling: 'local' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackRecordQueryKey }),
  });
};
