import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Business,
  deleteBusiness as deleteBusinessEndpoint,
} from '#shared/contracts/businesses';
import { apiRequest } from '#web/lib/api-client';
import { BUSINESSES_QUERY_KEY } from './find-businesses';

export const deleteBusiness = async (id: string): Promise<void> => {
  await apiRequest(deleteBusinessEndpoint, { params: { id } });
};

export const useDeleteBusiness = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<Business[]>({ queryKey: BUSINESSES_QUERY_KEY }, (current) =>
        current?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: BUSINESSES_QUERY_KEY });
    },
  });
};
