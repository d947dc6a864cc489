import { useMutation } from '@tanstack/react-query';
import { deleteAllAccountSessions as deleteAllAccountSessionsEndpoint } from '#shared/contracts/account';
import { apiRequest } from '#web/lib/api-client';
import { LOCAL_ERRORS } from './local-errors';

export const deleteAllAccountSessions = async (): Promise<void> => {
  await apiRequest(deleteAllAccountSessionsEndpoint);
};

/** "Sign out everywhere": the caller clears the browser's login state on success. */
export const useDeleteAllAccountSessions = () =>
  useMutation({ meta: LOCAL_ERRORS, mutationFn: deleteAllAccountSessions });
