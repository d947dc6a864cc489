import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sessions, users } from '#server/db/schema/index';

export type AccountRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const findAccountRow = async (db: Database, userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

/** Writes the given profile columns; absent keys stay as they are. */
export const updateAccountRow = async (
  db: Database,
  userId: string,
  values: Partial<Pick<AccountRow, 'displayName' | 'photoUrl' | 'language'>>,
) => {
  if (Object.keys(values).length === 0) return findAccountRow(db, userId);
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row ?? null;
};

export const updatePasswordHash = async (db: Database, userId: string, passwordHash: string) => {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
};

/** Deletes the user; every table holding their data follows through ON DELETE CASCADE. */
export const deleteAccountRow = async (db: Database, userId: string) => {
  await db.delete(users).where(eq(users.id, userId));
};

export const findSessionRowsOfUser = async (db: Database, userId: string) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.lastSeenAt));

export const findSessionRowOfUser = async (
  db: Database,
  options: { userId: string; sessionId: string },
) => {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId)))
    .limit(1);
  return row ?? null;
};
