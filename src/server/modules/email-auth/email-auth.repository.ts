import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { emailTokens, users } from '#server/db/schema/index';
import { createUser } from '#server/modules/auth/index';
import type { EmailLinkPurpose } from './email-link-token';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmailKey = async (db: Database, emailKey: string) => {
  const [row] = await db.select().from(users).where(eq(users.emailKey, emailKey)).limit(1);
  return row ?? null;
};

export const findUserById = async (db: Database, userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

/**
 * Inserts the account unless its username or its address is taken (then null): two sign-ups
 * racing for one address cannot both succeed, and no check-then-insert gap is left. Through the
 * one user insert (auth.repository), so the row gets its look-alike skeleton too.
 */
export const createEmailUser = (
  db: Database,
  values: {
    username: string;
    usernameKey: string;
    email: string;
    emailKey: string;
    passwordHash: string;
    displayName: string;
    createdAt: Date;
  },
) => createUser(db, values);

/**
 * Records a proven address (the account's own, or a new one it moves to), unless another account
 * holds it (then null). The unique email_key still guards the race between check and update.
 */
export const setVerifiedEmail = async (
  db: Database,
  options: { userId: string; email: string; emailKey: string; verifiedAt: Date },
) => {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailKey, options.emailKey), ne(users.id, options.userId)))
    .limit(1);
  if (holder) return null;
  try {
    const [row] = await db
      .update(users)
      .set({
        email: options.email,
        emailKey: options.emailKey,
        emailVerifiedAt: options.verifiedAt,
      })
      .where(eq(users.id, options.userId))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
};

/** PostgreSQL's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
};

/** A reset: the new password, and the address the link proved. */
export const updateUserPassword = async (
  db: Database,
  options: { userId: string; passwordHash: string; emailVerifiedAt: Date },
) => {
  const [row] = await db
    .update(users)
    .set({ passwordHash: options.passwordHash, emailVerifiedAt: options.emailVerifiedAt })
    .where(eq(users.id, options.userId))
    .returning();
  return row ?? null;
};

export const createEmailTokenRow = async (
  db: Database,
  values: {
    userId: string;
    purpose: EmailLinkPurpose;
    tokenHash: string;
    email: string;
    createdAt: Date;
    expiresAt: Date;
  },
) => {
  await db.insert(emailTokens).values(values);
};

type TokenLookup = { tokenHash: string; purpose: EmailLinkPurpose; now: Date };

/** Unused, unexpired and for this purpose: a reset link cannot verify an address, or the reverse. */
const usableToken = (options: TokenLookup) =>
  and(
    eq(emailTokens.tokenHash, options.tokenHash),
    eq(emailTokens.purpose, options.purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, options.now),
  );

/**
 * Marks the token used and returns it, in one statement: of two requests with the same link,
 * exactly one gets the row. Used, expired or unknown tokens return null.
 */
export const consumeEmailToken = async (db: Database, options: TokenLookup) => {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: options.now })
    .where(usableToken(options))
    .returning();
  return row ?? null;
};

/** The token's row if it could still be consumed: a cheap check before expensive work. */
export const findUsableEmailToken = async (db: Database, options: TokenLookup) => {
  const [row] = await db.select().from(emailTokens).where(usableToken(options)).limit(1);
  return row ?? null;
};

/** Spends every outstanding link of one purpose (a reset used, an address proven). */
export const useUpEmailTokens = async (
  db: Database,
  options: { userId: string; purpose: EmailLinkPurpose; now: Date },
) => {
  await db
    .update(emailTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(emailTokens.userId, options.userId),
        eq(emailTokens.purpose, options.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
};

/** Links past their expiry can never work again; dropped when the user is sent a new one. */
export const deleteExpiredEmailTokens = async (
  db: Database,
  options: { userId: string; now: Date },
) => {
  await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, options.userId), lte(emailTokens.expiresAt, options.now)));
};
