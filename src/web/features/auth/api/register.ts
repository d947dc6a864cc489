import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Credentials, User } from '#shared/contracts/auth';
import { toast } from '#web/lib/toast-store';
import { NetworkError } from '#web/lib/api-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useFinishSignIn } from './use-finish-sign-in';

/** Loads the request (contracts, Zod) on the first attempt, not with the page. */
export const register = async (body: Credentials): Promise<User> =>
  (await import('./auth-requests')).register(body);

export const useRegister = () => {
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => finishSignIn(user, { greeting: 'registration' }),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('toast.registerFailed'),
        description:
          error instanceof NetworkError
            ? t('handler.networkFailure', { ns: 'errors' })
            : describeError(error, t('toast.registerFallback')),
      });
    },
  });
};
