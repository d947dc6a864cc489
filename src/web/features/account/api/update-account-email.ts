import { useMutation } from '@tanstack/react-query';
import {
  type EmailAddressRequest,
  updateAccountEmail as updateAccountEmailEndpoint,
} from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';
import { LOCAL_ERRORS } from './local-errors';

/** Mails a verification link to the new address; the account moves to it when the link is opened. */
export const updateAccountEmail = async (body: EmailAddressRequest): Promise<void> => {
  await apiRequest(updateAccountEmailEndpoint, { body });
};

export const useUpdateAccountEmail = () =>
  useMutation({ meta: LOCAL_ERRORS, mutationFn: updateAccountEmail });
