import { useMutation } from '@tanstack/react-query';
import { createEmailVerification, type EmailAddressRequest } from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/email/verification: a new verification link, if an unverified account has the address. */
export const resendVerification = (body: EmailAddressRequest) =>
  apiRequest(createEmailVerification, { body });

export const useResendVerification = () =>
  useMutation({ mutationFn: resendVerification, meta: { errorHandling: 'local' } });
