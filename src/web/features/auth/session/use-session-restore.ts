import { paths } from '#shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TOAST_SHORT_DURATION_MS } from '#shared/constants';
import { toast } from '#web/lib/toast-store';
import { currentUserQueryOptions } from '../api/current-user-query';
import { clearStoredUser, isSignedInLocally } from '../auth-storage';
import type { AuthStatus } from '../hooks/auth-context';
import { greetingNameOf } from '../api/use-finish-sign-in';
import { useCurrentPathRef } from './use-expire-session';

const STAY_ON = new Set(['/', paths.auth]);

/**
 * Spec section 4's restore: the browser says signed in, the server gave no user. Ask the server
 * again (the "sync", docs/decisions/008): a user → "Welcome back"; none → clear and go to /auth
 * (unless on / or /auth); no answer → keep the local state until the server can be asked.
 */
export const useSessionRestore = (status: AuthStatus) => {
  const { t } = useTranslation('session');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathRef = useCurrentPathRef();
  const isRestoringRef = useRef(false);

  useEffect(() => {
    if (status !== 'anonymous' || !isSignedInLocally()) return;
    if (isRestoringRef.current) return;
    isRestoringRef.current = true;
    queryClient
      .query({ ...currentUserQueryOptions(), staleTime: 0 })
      .then((user) => {
        if (user) {
          toast({
            title: t('restored.title', { name: greetingNameOf(user) }),
            description: t('restored.description'),
            duration: TOAST_SHORT_DURATION_MS,
          });
          return;
        }
        clearStoredUser();
        if (!STAY_ON.has(pathRef.current.pathname)) void navigate(paths.auth);
      })
      .catch(() => undefined)
      .finally(() => {
        isRestoringRef.current = false;
      });
  }, [navigate, pathRef, queryClient, status, t]);
};
