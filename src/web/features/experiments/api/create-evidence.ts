import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createEvidence as createEvidenceEndpoint,
  type CreateEvidenceRequest,
} from '#shared/contracts/experiments';
import { apiRequest } from '#web/lib/api-client';
import { experimentsQueryKey } from './find-experiments';

export const createEvidence = (experimentId: string, body: CreateEvidenceRequest) =>
  apiRequest(createEvidenceEndpoint, { params: { id: experimentId }, body });

/** A result changes the whole estimate (and its history), so the business's list is refetched. */
export const useCreateEvidence = (businessId: string, experimentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEvidenceRequest) => createEvidence(experimentId, body),
    meta: { errorHandling: 'local' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experimentsQueryKey(businessId) }),
  });
};
