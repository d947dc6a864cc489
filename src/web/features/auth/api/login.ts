import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/contracts/auth';
import { toast } from '#web/components/ui/toast-store';
import { NetworkError } from '#web/lib/api-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { storeSignedInUser } from '../auth-storage';
import type { LoginRequest } from './auth-requests';
import { currentUserQueryOptions } from './current-user-query';

export type { LoginRequest } from './auth-requests';

/** Loads the request (contracts, Zod) on the first sign-in attempt, not with the page. */
export const login = async (body: LoginRequest): Promise<User> =>
  (await import('./auth-requests')).login(body);

export const useLogin = () => {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      storeSignedInUser(user);
      toast({
        title: t('toast.loginSuccess'),
        description: t('toast.loginWelcome', { name: user.username }),
      });
    },
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
