import { createHash } from 'node:crypto';
import {
  type AccountSession,
  SESSION_DISPLAY_ID_LENGTH,
  SessionMethodSchema,
} from '#shared/contracts/account';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '#shared/constants';
import { AppError } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import { endOtherSessions, endSession } from '#server/modules/auth/index';
import { findSessionRowsOfUser, type SessionRow } from './account.repository';
import { describeUserAgent } from './user-agent';

export type AccountContext = ServerContext & { userId: string };

/**
 * The id the account page shows for a session. The stored id is the SHA-256 of the cookie token:
 * it cannot be replayed as a cookie, but it is a credential's fingerprint and never leaves the server.
 */
export const sessionDisplayId = (sessionId: string): string =>
  createHash('sha256')
    .update(`display:${sessionId}`)
    .digest('hex')
    .slice(0, SESSION_DISPLAY_ID_LENGTH);

/** The same limits resolveSession enforces: a session past them is gone, whether swept yet or not. */
const isLive = (row: SessionRow, now: number) =>
  now - row.createdAt.getTime() <= SESSION_MAX_AGE_MS &&
  (row.remember || now - row.lastSeenAt.getTime() <= SESSION_IDLE_TIMEOUT_MS);

const toAccountSession = (row: SessionRow, currentSessionId: string | null): AccountSession => {
  const method = SessionMethodSchema.safeParse(row.method);
  return {
    id: sessionDisplayId(row.id),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    method: method.success ? method.data : 'password',
    ...describeUserAgent(row.userAgent),
    remember: row.remember,
    isCurrent: row.id === currentSessionId,
  };
};

const findLiveSessionRows = async (context: AccountContext) => {
  const now = context.clock().getTime();
  const rows = await findSessionRowsOfUser(context.db, context.userId);
  return rows.filter((row) => isLive(row, now));
};

export const findAccountSessions = async (
  context: AccountContext,
  currentSessionId: string | null,
): Promise<AccountSession[]> =>
  (await findLiveSessionRows(context)).map((row) => toAccountSession(row, currentSessionId));

/** Ends the user's session behind a display id; an id that is not one of theirs is NOT_FOUND. */
export const endAccountSession = async (context: AccountContext, displayId: string) => {
  const rows = await findSessionRowsOfUser(context.db, context.userId);
  const row = rows.find((candidate) => sessionDisplayId(candidate.id) === displayId);
  if (!row) throw new AppError('NOT_FOUND');
  await endSession(context, row.id);
};

/** "Sign out everywhere": this session too. */
export const endAllAccountSessions = async (context: AccountContext) => {
  await endOtherSessions(context, { userId: context.userId, keepSessionId: null });
};
