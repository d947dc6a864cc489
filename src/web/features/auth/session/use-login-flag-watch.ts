import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readStorage } from '#web/lib/local-storage';
import { currentUserQueryOptions } from '../api/current-user-query';
import { AUTH_STORAGE_KEYS, LOGIN_STATE_EVENT } from '../auth-storage';
import type { SessionClock } from './session-clock';
import { SESSION_CHECK_INTERVAL_MS } from './use-session-expiry-check';

const readLoginKeys = () =>
  [AUTH_STORAGE_KEYS.isLoggedIn, AUTH_STORAGE_KEYS.username, AUTH_STORAGE_KEYS.userId]
    .map((key) => readStorage(key) ?? '')
    .join('\n');

/**
 * Another tab signed in or out: ask the server again (spec section 4). `storage` events cover most
 * changes; the 1 s local storage poll (spec section 9) also catches keys changed without one.
 */
export const useLoginFlagWatch = (clock: SessionClock) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastSeen = readLoginKeys();
    const check = () => {
      const current = readLoginKeys();
      if (current === lastSeen) return;
      lastSeen = current;
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    };
    // This tab's own sign-in, logout or expiry already updated the user: not a change to chase.
    const onOwnChange = () => {
      lastSeen = readLoginKeys();
    };
    const interval = clock.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    window.addEventListener('storage', check);
    window.addEventListener(LOGIN_STATE_EVENT, onOwnChange);
    return () => {
      clock.clearInterval(interval);
      window.removeEventListener('storage', check);
      window.removeEventListener(LOGIN_STATE_EVENT, onOwnChange);
    };
  }, [clock, queryClient]);
};
