import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Business,
  updateBusiness as updateBusinessEndpoint,
  type UpdateBusinessRequest,
} from '#shared/contracts/businesses';
import { apiRequest } from '#web/lib/api-client';
import { BUSINESSES_QUERY_KEY } from './find-businesses';

export const updateBusiness = ({
  id,
  changes,
}: {
  id: string;
  changes: UpdateBusinessRequest;
}): Promise<Business> => apiRequest(updateBusinessEndpoint, { params: { id }, body: changes });

export const useUpdateBusiness = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (business) => {
      queryClient.setQueriesData<Business[]>({ queryKey: BUSINESSES_QUERY_KEY }, (current) =>
        current?.map((item) => (item.id === business.id ? business : item)),
      );
      return queryClient.invalidateQueries({ queryKey: BUSINESSES_QUERY_KEY });
    },
  });
};
