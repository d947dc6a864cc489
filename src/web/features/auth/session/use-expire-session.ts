import { oldSignInPath, paths } from '#shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SessionExpiryReason } from '#shared/contracts/auth';
import { SESSION_FAILURE_REDIRECT_DELAY_MS, TOAST_DURATION_MS } from '#shared/constants';
import { toast } from '#web/lib/toast-store';
import { rememberRedirectAfterLogin } from '#web/lib/redirect-after-login';
import { currentUserQueryOptions } from '../api/current-user-query';
import { clearStoredUser } from '../auth-storage';
import { endServerSession } from './end-server-session';
import type { SessionClock } from './session-clock';

// Spec section 4: no trip to /auth from the pages where signing in is already on offer.
const STAY_ON = new Set([paths.home, paths.auth, oldSignInPath]);

/** The current location, readable from timers and listeners without re-subscribing them. */
export const useCurrentPathRef = () => {
  const location = useLocation();
  const pathRef = useRef({ pathname: location.pathname, full: location.pathname });
  useEffect(() => {
    pathRef.current = {
      pathname: location.pathname,
      full: `${location.pathname}${location.search}${location.hash}`,
    };
  }, [location]);
  return pathRef;
};

/**
 * Spec section 4's expiry: clear the auth data, "Session Expired" for 5 s with the reason's text,
 * save the current path, then /auth after 1 s unless on /, /auth or /login.
 */
export const useExpireSession = (clock: SessionClock) => {
  const { t } = useTranslation('session');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathRef = useCurrentPathRef();
  const isExpiringRef = useRef(false);

  return useCallback(
    (reason: SessionExpiryReason) => {
      if (isExpiringRef.current) return;
      isExpiringRef.current = true;
      rememberRedirectAfterLogin(pathRef.current.full);
      // A user read still in flight must not store the keys again after they are cleared.
      void queryClient.cancelQueries({ queryKey: currentUserQueryOptions().queryKey });
      clearStoredUser();
      void endServerSession();
      toast({
        title: t('expired.title'),
        description: reason === 'idle' ? t('expired.idle') : t('expired.general'),
        duration: TOAST_DURATION_MS,
      });
      clock.setTimeout(() => {
        isExpiringRef.current = false;
        queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
        if (!STAY_ON.has(pathRef.current.pathname)) void navigate(paths.auth);
      }, SESSION_FAILURE_REDIRECT_DELAY_MS);
    },
    [clock, navigate, pathRef, queryClient, t],
  );
};
