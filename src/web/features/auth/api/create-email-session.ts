import { useMutation } from '@tanstack/react-query';
import { createEmailSession, type EmailSignInRequest } from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/** POST /api/email/sign-in: the user, or 401 INVALID_EMAIL_CREDENTIALS / 403 EMAIL_NOT_VERIFIED. */
export const signInWithEmail = (body: EmailSignInRequest) =>
  apiRequest(createEmailSession, { body });

/** Errors are the form's to show (on its fields or in its alert), so none is toasted here. */
export const useEmailSignIn = () => {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: (user, { rememberMe }) => finishSignIn(user, { rememberMe: rememberMe ?? false }),
    meta: { errorHandling: 'local' },
  });
};
