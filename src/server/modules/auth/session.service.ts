import type { SessionExpiryReason, User } from '#shared/contracts/auth';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '#shared/constants';
import type { ServerContext } from '#server/http/server-context';
import {
  createSessionRow,
  deleteOtherSessionsOfUser,
  deleteExpiredSessionsOfUser,
  deleteSessionRow,
  findSessionWithUser,
  type SessionMethod,
  touchSession,
} from './auth.repository';
import { createSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-token';
import { toUser } from './user-view';

/** Enough to tell "Firefox on Linux" from "Safari on iPhone"; longer headers are cut. */
const USER_AGENT_MAX_LENGTH = 256;

/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionContext = ServerContext;

export type SessionLookup =
  | { status: 'active'; sessionId: string; user: User }
  | { status: 'expired'; reason: SessionExpiryReason }
  | { status: 'none' };

export type StartedSession = { token: string; sessionId: string; maxAgeSeconds: number };

export type StartSessionOptions = {
  userId: string;
  /** A session the caller already holds: ended, so a pre-login id is never kept (fixation). */
  replacesSessionId: string | null;
  /** Remember-me skips the idle timeout (spec section 4); the 24-hour limit always holds. */
  remember?: boolean;
  method?: SessionMethod;
  userAgent?: string | undefined;
};

/** A fresh random token for every sign-in; the row stores only its hash. */
export const startSession = async (
  context: SessionContext,
  options: StartSessionOptions,
): Promise<StartedSession> => {
  const now = context.clock();
  if (options.replacesSessionId) await deleteSessionRow(context.db, options.replacesSessionId);
  await deleteExpiredSessionsOfUser(context.db, {
    userId: options.userId,
    idleBefore: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS),
    startedBefore: new Date(now.getTime() - SESSION_MAX_AGE_MS),
  });
  const token = createSessionToken();
  const sessionId = hashSessionToken(token);
  await createSessionRow(context.db, {
    id: sessionId,
    userId: options.userId,
    createdAt: now,
    remember: options.remember ?? false,
    method: options.method ?? 'password',
    userAgent: options.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
  return { token, sessionId, maxAgeSeconds: Math.floor(SESSION_MAX_AGE_MS / 1000) };
};

/**
 * Finds the session behind a cookie token and enforces both limits. The idle clock runs from the
 * last recorded activity, which lags real activity by under a minute: expiry can come early, never late.
 */
export const resolveSession = async (
  context: SessionContext,
  token: string,
): Promise<SessionLookup> => {
  if (!isWellFormedSessionToken(token)) return { status: 'none' };
  const row = await findSessionWithUser(context.db, hashSessionToken(token));
  if (!row) return { status: 'none' };
  const now = context.clock().getTime();
  const reason: SessionExpiryReason | null =
    now - row.createdAt.getTime() > SESSION_MAX_AGE_MS
      ? 'absolute'
      : !row.remember && now - row.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS
        ? 'idle'
        : null;
  if (reason) {
    await deleteSessionRow(context.db, row.id);
    return { status: 'expired', reason };
  }
  if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(context.db, {
      sessionId: row.id,
      now: new Date(now),
      staleBefore: new Date(now - SESSION_TOUCH_INTERVAL_MS + 1),
    });
  }
  return {
    status: 'active',
    sessionId: row.id,
    user: toUser(row.user),
  };
};

export const endSession = async (context: SessionContext, sessionId: string): Promise<void> => {
  await deleteSessionRow(context.db, sessionId);
};

/** Password change or reset, "sign out everywhere": every other session of the user ends. */
export const endOtherSessions = async (
  context: SessionContext,
  options: { userId: string; keepSessionId: string | null },
): Promise<void> => {
  await deleteOtherSessionsOfUser(context.db, options);
};
