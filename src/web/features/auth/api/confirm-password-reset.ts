import { useMutation } from '@tanstack/react-query';
import {
  updatePasswordWithReset,
  type PasswordResetConfirmRequest,
} from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';
import { useFinishSignIn } from './use-finish-sign-in';

/** POST /api/password-reset/confirm: the new password is set and a session starts (400 LINK_INVALID). */
export const resetPassword = (body: PasswordResetConfirmRequest) =>
  apiRequest(updatePasswordWithReset, { body });

export const useConfirmPasswordReset = () => {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => finishSignIn(user),
    meta: { errorHandling: 'local' },
  });
};
