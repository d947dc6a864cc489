import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sessions, users } from '#server/db/schema/index';

export type UserRow = typeof users.$inferSelect;

export const findUserByKey = async (db: Database, usernameKey: string) => {
  const [row] = await db.select().from(users).where(eq(users.usernameKey, usernameKey)).limit(1);
  return row ?? null;
};

/** Inserts the user unless the key is taken (then null): no race between check and insert. */
export const createUser = async (
  db: Database,
  values: { username: string; usernameKey: string; passwordHash: string; createdAt: Date },
) => {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.usernameKey })
    .returning();
  return row ?? null;
};

export const createSessionRow = async (
  db: Database,
  values: { id: string; userId: string; createdAt: Date },
) => {
  await db.insert(sessions).values({ ...values, lastSeenAt: values.createdAt });
};

export const findSessionWithUser = async (db: Database, sessionId: string) => {
  const [row] = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      username: users.username,
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

/** Removes a user's sessions that can no longer be used, so rows do not pile up. */
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
          lt(sessions.lastSeenAt, options.idleBefore),
          lt(sessions.createdAt, options.startedBefore),
        ),
      ),
    );
};
