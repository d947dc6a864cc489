import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/contracts/auth';
import { toast } from '#web/lib/toast-store';
import { currentUserQueryOptions } from './current-user-query';
import { storeSignedInUser } from '../auth-storage';

export type FinishSignInOptions = {
  rememberMe?: boolean;
  /** A new username account is greeted as new (spec section 8); every other path as returning. */
  greeting?: 'sign-in' | 'registration';
};

/** The name a greeting uses: the display name, else the username. */
export const greetingNameOf = (user: User) => user.displayName?.trim() || user.username;

/**
 * What every sign-in path does once the server has answered with the user (username and e-mail
 * sign-in, sign-up, a verification or reset link, the identity provider): the cached current user,
 * the local keys and the loginStateChanged event, then the success toast.
 */
export const useFinishSignIn = () => {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  return useCallback(
    (user: User, options: FinishSignInOptions = {}) => {
      storeSignedInUser(user, { rememberMe: options.rememberMe ?? false });
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      const name = greetingNameOf(user);
      toast(
        options.greeting === 'registration'
          ? { title: t('toast.registerSuccess'), description: t('toast.registerWelcome', { name }) }
          : { title: t('toast.loginSuccess'), description: t('toast.loginWelcome', { name }) },
      );
    },
    [queryClient, t],
  );
};
