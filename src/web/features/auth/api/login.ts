import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LoginRequestSchema, User } from '#shared/contracts/auth';
import { toast } from '#web/components/ui/toast-store';
import { NetworkError } from '#web/lib/api-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { storeSignedInUser } from '../auth-storage';
import { currentUserQueryOptions } from './current-user-query';

export type LoginRequest = z.input<typeof LoginRequestSchema>;

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
