import { useEffect } from 'react';
import { ACTIVITY_VISIBLE_INTERVAL_MS } from '#shared/constants';
import { ApiError } from '#web/lib/api-client';
import { announceSessionExpired, sessionExpiryReasonOf } from '#web/lib/error-handler';
import { recordActivity } from '../api/record-activity';
import { isActivityDue } from './activity-throttle';
import type { SessionClock } from './session-clock';
import { readLocalSession, recordLocalActivity } from './session-storage';

const USER_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Spec section 9: activity is recorded at most once per 60 s on user events, and every 5 minutes
 * while the tab is visible. Each record also reaches the server, whose idle timer is the one
 * that counts (docs/decisions/003).
 */
export const useActivityRecorder = (clock: SessionClock, isSignedIn: boolean) => {
  useEffect(() => {
    if (!isSignedIn) return;
    const record = () => {
      const now = clock.now();
      if (!isActivityDue(readLocalSession()?.lastActivityTime ?? null, now)) return;
      recordLocalActivity(now);
      recordActivity().catch((error: unknown) => {
        // The server's own expiry starts the expiry flow with its reason. Anything else (a lost
        // ping, or a plain 401 because this tab or another just ended the session) needs no word.
        if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') {
          announceSessionExpired(sessionExpiryReasonOf(error));
        }
      });
    };
    const onVisibleTick = () => {
      if (document.visibilityState === 'visible') record();
    };
    for (const type of USER_EVENTS) {
      window.addEventListener(type, record, { capture: true, passive: true });
    }
    const interval = clock.setInterval(onVisibleTick, ACTIVITY_VISIBLE_INTERVAL_MS);
    return () => {
      for (const type of USER_EVENTS) window.removeEventListener(type, record, { capture: true });
      clock.clearInterval(interval);
    };
  }, [clock, isSignedIn]);
};
