import { useMutation } from '@tanstack/react-query';
import { type EmailLinkRequest, updateEmailVerification } from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';
import { useFinishSignIn } from './use-finish-sign-in';

/** POST /api/email/verify: the link's token verifies the address and starts a session. */
export const verifyEmail = (body: EmailLinkRequest) =>
  apiRequest(updateEmailVerification, { body });

export const useVerifyEmail = () => {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => finishSignIn(user),
    meta: { errorHandling: 'local' },
  });
};
