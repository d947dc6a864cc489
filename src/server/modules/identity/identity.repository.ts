import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { oidcLogins, userIdentities, users } from '#server/db/schema/index';

export type IdentityRow = typeof userIdentities.$inferSelect;
export type OidcLoginRow = typeof oidcLogins.$inferSelect;

export const findIdentityBySubject = async (
  db: Database,
  key: { issuer: string; subject: string },
) => {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, key.issuer), eq(userIdentities.subject, key.subject)))
    .limit(1);
  return row ?? null;
};

/** Inserts the link unless (issuer, subject) is already taken (then null): no check-then-insert race. */
export const createIdentity = async (
  db: Database,
  values: { userId: string; issuer: string; subject: string; email: string | null; now: Date },
) => {
  const [row] = await db
    .insert(userIdentities)
    .values({
      userId: values.userId,
      issuer: values.issuer,
      subject: values.subject,
      email: values.email,
      createdAt: values.now,
      lastUsedAt: values.now,
    })
    .onConflictDoNothing({ target: [userIdentities.issuer, userIdentities.subject] })
    .returning();
  return row ?? null;
};

export const touchIdentity = async (
  db: Database,
  values: { id: string; email: string | null; now: Date },
) => {
  await db
    .update(userIdentities)
    .set({ email: values.email, lastUsedAt: values.now })
    .where(eq(userIdentities.id, values.id));
};

export const findIdentitiesOfUser = async (db: Database, userId: string) =>
  db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));

/** Deletes the row only when it belongs to `userId`; returns whether one was deleted. */
export const deleteIdentityOfUser = async (db: Database, key: { id: string; userId: string }) => {
  const deleted = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, key.id), eq(userIdentities.userId, key.userId)))
    .returning({ id: userIdentities.id });
  return deleted.length > 0;
};

export const findUserById = async (db: Database, userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

export const findUserByEmailKey = async (db: Database, emailKey: string) => {
  const [row] = await db.select().from(users).where(eq(users.emailKey, emailKey)).limit(1);
  return row ?? null;
};

export const updateUserProfile = async (
  db: Database,
  userId: string,
  values: { displayName?: string; photoUrl?: string },
) => {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row ?? null;
};

export const createOidcLogin = async (db: Database, values: typeof oidcLogins.$inferInsert) => {
  await db.insert(oidcLogins).values(values);
};

/** Removes the pending login and returns it: a state can be used once, even by parallel callbacks. */
export const consumeOidcLogin = async (db: Database, stateHash: string) => {
  const [row] = await db.delete(oidcLogins).where(eq(oidcLogins.stateHash, stateHash)).returning();
  return row ?? null;
};

/** Abandoned logins (the popup was closed) are removed when the next one starts. */
export const deleteExpiredOidcLogins = async (db: Database, now: Date) => {
  await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
};
