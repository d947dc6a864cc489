import { useMutation } from '@tanstack/react-query';
import {
  type DeleteAccountRequest,
  deleteAccount as deleteAccountEndpoint,
} from '#shared/contracts/account';
import { apiRequest } from '#web/lib/api-client';
import { LOCAL_ERRORS } from './local-errors';

export const deleteAccount = async (body: DeleteAccountRequest): Promise<void> => {
  await apiRequest(deleteAccountEndpoint, { body });
};

/** The caller clears the browser's login state and leaves the page on success. */
export const useDeleteAccount = () =>
  useMutation({ meta: LOCAL_ERRORS, mutationFn: deleteAccount });
