import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Credentials, User } from '#shared/contracts/auth';
import { toast } from '#web/components/ui/toast-store';
import { NetworkError } from '#web/lib/api-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { storeSignedInUser } from '../auth-storage';
import { currentUserQueryOptions } from './current-user-query';

/** Loads the request (contracts, Zod) on the first attempt, not with the page. */
export const register = async (body: Credentials): Promise<User> =>
  (await import('./auth-requests')).register(body);

export const useRegister = () => {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      storeSignedInUser(user);
      toast({
        title: t('toast.registerSuccess'),
        description: t('toast.registerWelcome', { name: user.username }),
      });
    },
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
