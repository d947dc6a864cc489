import { useEffect } from 'react';
import type { SessionExpiryReason } from '#shared/contracts/auth';
import {
  SESSION_EXPIRED_EVENT,
  type SessionExpiredDetail,
  takeUnheardSessionExpiry,
} from '#web/lib/error-handler';
import { isSignedInLocally } from '../auth-storage';
import type { SessionClock } from './session-clock';
import { findSessionExpiry } from './session-expiry';
import { readLocalSession } from './session-storage';

/** Spec section 9: the browser's stored session is polled every second. */
export const SESSION_CHECK_INTERVAL_MS = 1000;

/** Runs `expire` when the local clocks run out, or when the server says the session has expired. */
export const useSessionExpiryCheck = (
  clock: SessionClock,
  expire: (reason: SessionExpiryReason) => void,
  /** False until the server has answered the first user read, which would re-store the keys. */
  isReady: boolean,
) => {
  useEffect(() => {
    // Someone who does not think they are signed in is not told their session ended.
    const onServerExpiry = (reason: SessionExpiryReason) => {
      if (isSignedInLocally()) expire(reason);
    };
    // The first user read goes out before the shell (and this watcher) has loaded.
    const unheard = takeUnheardSessionExpiry();
    if (unheard) onServerExpiry(unheard);
    const onEvent = (event: Event) => {
      event.preventDefault();
      onServerExpiry((event as CustomEvent<SessionExpiredDetail>).detail.reason);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onEvent);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onEvent);
  }, [expire]);

  useEffect(() => {
    if (!isReady) return;
    const check = () => {
      if (!isSignedInLocally()) return;
      const session = readLocalSession();
      const reason = session ? findSessionExpiry(session, clock.now()) : null;
      if (reason) expire(reason);
    };
    check();
    const interval = clock.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clock.clearInterval(interval);
      document.removeEventListener('visibilitychange', check);
    };
  }, [clock, expire, isReady]);
};
