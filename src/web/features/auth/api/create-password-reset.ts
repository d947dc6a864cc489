import { useMutation } from '@tanstack/react-query';
import { createPasswordReset, type EmailAddressRequest } from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/password-reset: a reset link (valid one hour) if an account has the address; 202 either way. */
export const requestPasswordReset = (body: EmailAddressRequest) =>
  apiRequest(createPasswordReset, { body });

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { errorHandling: 'local' } });
