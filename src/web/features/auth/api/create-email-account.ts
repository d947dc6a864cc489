import { useMutation } from '@tanstack/react-query';
import { createEmailAccount, type EmailSignUpRequest } from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/email/sign-up: 202 and a mailed link, the same answer whether or not the address is known. */
export const signUpWithEmail = (body: EmailSignUpRequest) =>
  apiRequest(createEmailAccount, { body });

export const useEmailSignUp = () =>
  useMutation({ mutationFn: signUpWithEmail, meta: { errorHandling: 'local' } });
