import { useAuth } from '../hooks/use-auth';
import { browserClock, type SessionClock } from './session-clock';
import { useActivityRecorder } from './use-activity-recorder';
import { useExpireSession } from './use-expire-session';
import { useLoginFlagWatch } from './use-login-flag-watch';
import { useSessionExpiryCheck } from './use-session-expiry-check';
import { useSessionRestore } from './use-session-restore';

/** The browser side of the session (spec section 4): activity, expiry and restore. Renders nothing. */
export const SessionLifecycle = ({ clock = browserClock }: { clock?: SessionClock }) => {
  const { status } = useAuth();
  const expire = useExpireSession(clock);
  useSessionExpiryCheck(clock, expire, status !== 'loading');
  useActivityRecorder(clock, status === 'authenticated');
  useSessionRestore(status);
  useLoginFlagWatch(clock);
  return null;
};
