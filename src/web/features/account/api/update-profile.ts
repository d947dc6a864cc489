import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Account,
  type UpdateProfileRequest,
  updateProfile as updateProfileEndpoint,
} from '#shared/contracts/account';
import { apiRequest } from '#web/lib/api-client';
import { LOCAL_ERRORS } from './local-errors';
import { accountQueryOptions } from './get-account';

export const updateProfile = (body: UpdateProfileRequest): Promise<Account> =>
  apiRequest(updateProfileEndpoint, { body });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: updateProfile,
    onSuccess: (account) => queryClient.setQueryData(accountQueryOptions().queryKey, account),
  });
};
