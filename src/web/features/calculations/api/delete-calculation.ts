import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCalculation as deleteCalculationEndpoint } from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';
import { calculationQueryOptions } from './get-calculation';
import { invalidateCalculations } from './invalidate-calculations';

export const deleteCalculation = (id: string) =>
  apiRequest(deleteCalculationEndpoint, { params: { id } });

export const useDeleteCalculation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalculation,
    // The dialogs show failures themselves.
    meta: { errorHandling: 'local' },
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: calculationQueryOptions(id).queryKey });
      await invalidateCalculations(queryClient);
    },
  });
};
