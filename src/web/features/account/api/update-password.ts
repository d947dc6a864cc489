import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ChangePasswordRequest,
  updatePassword as updatePasswordEndpoint,
} from '#shared/contracts/account';
import { apiRequest } from '#web/lib/api-client';
import { LOCAL_ERRORS } from './local-errors';
import { findAccountSessionsQueryOptions } from './find-account-sessions';
import { accountQueryOptions } from './get-account';

export const updatePassword = async (body: ChangePasswordRequest): Promise<void> => {
  await apiRequest(updatePasswordEndpoint, { body });
};

export const useUpdatePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: updatePassword,
    // The other sessions have ended, and a first password changes hasPassword.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: findAccountSessionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
      ]),
  });
};
