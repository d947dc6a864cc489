import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sessions, users } from '#server/db/schema/index';
import { toUsernameKey } from './username';
import { usernameSkeleton } from './username-skeleton';

export type UserRow = typeof users.$inferSelect;

/** How a session began; the account page names it. */
export type SessionMethod = 'password' | 'email' | 'oidc' | 'token';

export const findUserByKey = async (db: Database, usernameKey: string) => {
  const [row] = await db.select().from(users).where(eq(users.usernameKey, usernameKey)).limit(1);
  return row ?? null;
};

/** Someone whose name looks like this one (same UTS #39 skeleton), or null. */
export const findUserBySkeleton = async (db: Database, skeleton: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameSkeleton, skeleton))
    .limit(1);
  return row ?? null;
};

/** Free when neither the case-folded key nor the look-alike skeleton is taken. */
export const isUsernameFree = async (db: Database, username: string): Promise<boolean> =>
  !(await findUserByKey(db, toUsernameKey(username))) &&
  !(await findUserBySkeleton(db, usernameSkeleton(username)));

/** Rows from before the skeleton column get theirs (at start-up; a handful at most). */
export const fillMissingUsernameSkeletons = async (db: Database): Promise<number> => {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton));
  for (const row of rows) {
    await db
      .update(users)
      .set({ usernameSkeleton: usernameSkeleton(row.username) })
      .where(eq(users.id, row.id));
  }
  return rows.length;
};

/**
 * Inserts the user unless the key is taken (then null): no race between check and insert. The
 * one way users are created, so every row gets its look-alike skeleton.
 */
export const createUser = async (
  db: Database,
  values: {
    username: string;
    usernameKey: string;
    passwordHash: string | null;
    createdAt: Date;
    email?: string | null;
    emailKey?: string | null;
    emailVerifiedAt?: Date | null;
    displayName?: string | null;
    photoUrl?: string | null;
  },
) => {
  const [row] = await db
    .insert(users)
    .values({ ...values, usernameSkeleton: usernameSkeleton(values.username) })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
};

export const createSessionRow = async (
  db: Database,
  values: {
    id: string;
    userId: string;
    createdAt: Date;
    remember: boolean;
    method: SessionMethod;
    userAgent: string | null;
  },
) => {
  await db.insert(sessions).values({ ...values, lastSeenAt: values.createdAt });
};

export const findSessionWithUser = async (db: Database, sessionId: string) => {
  const [row] = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
      user: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        photoUrl: users.photoUrl,
        role: users.role,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ?? null;
};

/** Moves last_seen_at forward only if the stored value is older than `staleBefore`. */
export const touchSession = async (
  db: Database,
  options: { sessionId: string; now: Date; staleBefore: Date },
) => {
  await db
    .update(sessions)
    .set({ lastSeenAt: options.now })
    .where(and(eq(sessions.id, options.sessionId), lt(sessions.lastSeenAt, options.staleBefore)));
};

export const deleteSessionRow = async (db: Database, sessionId: string) => {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
};

/** Removes a user's sessions that can no longer be used (remembered ones never idle out), so rows do not pile up. */
export const deleteExpiredSessionsOfUser = async (
  db: Database,
  options: { userId: string; idleBefore: Date; startedBefore: Date },
) => {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, options.userId),
        or(
          and(eq(sessions.remember, false), lt(sessions.lastSeenAt, options.idleBefore)),
          lt(sessions.createdAt, options.startedBefore),
        ),
      ),
    );
};

/** Ends every session of the user except `keepSessionId` (password change or reset, "sign out everywhere"). */
export const deleteOtherSessionsOfUser = async (
  db: Database,
  options: { userId: string; keepSessionId: string | null },
) => {
  await db
    .delete(sessions)
    .where(
      options.keepSessionId
        ? and(eq(sessions.userId, options.userId), ne(sessions.id, options.keepSessionId))
        : eq(sessions.userId, options.userId),
    );
};
