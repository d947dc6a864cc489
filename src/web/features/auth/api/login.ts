import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/contracts/auth';
import { toast } from '#web/lib/toast-store';
import { NetworkError } from '#web/lib/api-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useFinishSignIn } from './use-finish-sign-in';
import type { LoginRequest } from './auth-requests';

export type { LoginRequest } from './auth-requests';

/** Loads the request (contracts, Zod) on the first sign-in attempt, not with the page. */
export const login = async (body: LoginRequest): Promise<User> =>
  (await import('./auth-requests')).login(body);

export const useLogin = () => {
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationFn: login,
    onSuccess: (user, { rememberMe }) => finishSignIn(user, { rememberMe: rememberMe ?? false }),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('toast.loginFailed'),
        description:
          error instanceof NetworkError
            ? t('handler.networkFailure', { ns: 'errors' })
            : describeError(error, t('toast.loginFallback')),
      });
    },
  });
};
