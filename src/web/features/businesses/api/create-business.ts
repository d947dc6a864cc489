import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Business,
  createBusiness as createBusinessEndpoint,
  type CreateBusinessRequest,
} from '#shared/contracts/businesses';
import { apiRequest } from '#web/lib/api-client';
import { BUSINESSES_QUERY_KEY } from './find-businesses';

export const createBusiness = (body: CreateBusinessRequest): Promise<Business> =>
  apiRequest(createBusinessEndpoint, { body });

export const useCreateBusiness = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: (business) => {
      // Written into the cache at once: the guard must see it before the refetch answers.
      queryClient.setQueriesData<Business[]>({ queryKey: BUSINESSES_QUERY_KEY }, (current) =>
        current ? [...current, business] : current,
      );
      // Not awaited: the caller empties its form when the mutation resolves, and the new business
      // is already listed, so waiting for the refetch would let the next name typed be wiped.
      void queryClient.invalidateQueries({ queryKey: BUSINESSES_QUERY_KEY });
    },
  });
};
