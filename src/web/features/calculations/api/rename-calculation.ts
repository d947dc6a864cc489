import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCalculation } from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';
import { calculationQueryOptions } from './get-calculation';
import { invalidateCalculations } from './invalidate-calculations';

export const renameCalculation = ({ id, title }: { id: string; title: string }) =>
  apiRequest(updateCalculation, { params: { id }, body: { title } });

export const useRenameCalculation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCalculation,
    // The dialogs show failures themselves.
    meta: { errorHandling: 'local' },
    onSuccess: async (saved) => {
      queryClient.setQueryData(calculationQueryOptions(saved.id).queryKey, saved);
      await invalidateCalculations(queryClient);
    },
  });
};
