import { useMutation } from '@tanstack/react-query';
import {
  createEmailVerification as createEmailVerificationEndpoint,
  type EmailAddressRequest,
} from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';
import { LOCAL_ERRORS } from './local-errors';

/** Mails a new verification link to the account's (unverified) address. */
export const createEmailVerification = async (body: EmailAddressRequest): Promise<void> => {
  await apiRequest(createEmailVerificationEndpoint, { body });
};

export const useCreateEmailVerification = () =>
  useMutation({ meta: LOCAL_ERRORS, mutationFn: createEmailVerification });
