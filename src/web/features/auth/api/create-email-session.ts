import { useMutation } from '@tanstack/react-query';
import type { User } from '#shared/contracts/auth';
import type { EmailSignInRequest } from '#shared/contracts/email-auth';
import { useFinishSignIn } from './use-finish-sign-in';

/** Loads the request (contracts, Zod) on the first sign-in attempt, not with the sign-in page. */
export const signInWithEmail = async (body: EmailSignInRequest): Promise<User> =>
  (await import('./auth-requests')).signInWithEmail(body);

/** Errors are the form's to show (on its fields or in its alert), so none is toasted here. */
export const useEmailSignIn = () => {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: (user, { rememberMe }) => finishSignIn(user, { rememberMe: rememberMe ?? false }),
    meta: { errorHandling: 'local' },
  });
};
