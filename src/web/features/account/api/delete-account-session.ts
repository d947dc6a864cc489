import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AccountSession,
  deleteAccountSession as deleteAccountSessionEndpoint,
} from '#shared/contracts/account';
import { apiRequest } from '#web/lib/api-client';
import { LOCAL_ERRORS } from './local-errors';
import { findAccountSessionsQueryOptions } from './find-account-sessions';

export const deleteAccountSession = async (id: string): Promise<void> => {
  await apiRequest(deleteAccountSessionEndpoint, { params: { id } });
};

export const useDeleteAccountSession = () => {
  const queryClient = useQueryClient();
  const { queryKey } = findAccountSessionsQueryOptions();
  return useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: deleteAccountSession,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AccountSession[]>(queryKey, (current) =>
        current?.filter((session) => session.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
};
