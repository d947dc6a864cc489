import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '#web/lib/toast-store';
import { useErrorMessage } from '#web/lib/use-error-message';
import { clearStoredUser } from '../auth-storage';
import { currentUserQueryOptions } from './current-user-query';

/** Loads the request (contracts, Zod) when it is used, not with the page. */
export const logout = async (): Promise<void> => (await import('./auth-requests')).logout();

export const useLogout = () => {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
      clearStoredUser();
      toast({ title: t('toast.loggedOut'), description: t('toast.loggedOutDescription') });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('toast.logoutFailed'),
        description: describeError(error, t('toast.logoutFallback')),
      });
    },
  });
};
