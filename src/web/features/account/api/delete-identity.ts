import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteIdentity as deleteIdentityEndpoint,
  type Identity,
} from '#shared/contracts/identity';
import { apiRequest } from '#web/lib/api-client';
import { findIdentitiesQueryOptions } from './find-identities';
import { LOCAL_ERRORS } from './local-errors';

export const deleteIdentity = async (id: string): Promise<void> => {
  await apiRequest(deleteIdentityEndpoint, { params: { id } });
};

export const useDeleteIdentity = () => {
  const queryClient = useQueryClient();
  const { queryKey } = findIdentitiesQueryOptions();
  return useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: deleteIdentity,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Identity[]>(queryKey, (current) =>
        current?.filter((identity) => identity.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
};
