import type { SessionExpiryReason } from '#shared/contracts/auth';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '#shared/constants';
import type { LocalSession } from './session-storage';

/**
 * Spec section 4: 24 hours after the start, or 30 minutes without activity unless remember-me is
 * on. The browser mirrors the server's limits (docs/decisions/003); the server stays the authority.
 */
export const findSessionExpiry = (
  session: LocalSession,
  now: number,
): SessionExpiryReason | null => {
  if (now - session.startTime > SESSION_MAX_AGE_MS) return 'absolute';
  if (!session.isRemembered && now - session.lastActivityTime > SESSION_IDLE_TIMEOUT_MS)
    return 'idle';
  return null;
};
