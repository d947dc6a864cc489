import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Business,
  createBusiness as createBusinessEndpoint,
  type CreateBusinessRequest,
} from '#shared/contracts/businesses';
import { apiRequest } from '../../../lib/api-client';
import { BUSINESSES_QUERY_KEY } from './find-businesses';

export const createBusiness = (body: CreateBusinessRequest): Promise<Business> =>
  apiRequest(createBusinessEndpoint, { body });

export const useCreateBusiness = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_QUERY_KEY }),
  });
};
