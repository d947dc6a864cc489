import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Checkup,
  type CheckupFigures,
  createCheckup as createCheckupEndpoint,
} from '#shared/contracts/business-analyzer';
import { apiRequest } from '#web/lib/api-client';
import { CHECKUPS_QUERY_KEY } from './find-checkups';

export const createCheckup = (businessId: string, body: CheckupFigures): Promise<Checkup> =>
  apiRequest(createCheckupEndpoint, { params: { id: businessId }, body });

export const useCreateCheckup = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure on its fields or above the button, and keeps the figures.
    meta: { errorHandling: 'local' },
    mutationFn: (figures: CheckupFigures) => createCheckup(businessId, figures),
    onSuccess: (checkup) => {
      // The new check-up heads the history at once; the refetch confirms it.
      queryClient.setQueryData<Checkup[]>([...CHECKUPS_QUERY_KEY, businessId], (current) =>
        current ? [checkup, ...current] : current,
      );
      return queryClient.invalidateQueries({ queryKey: [...CHECKUPS_QUERY_KEY, businessId] });
    },
  });
};
