import { and, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { newsletterSubscribers } from '#server/db/schema/index';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type Status = 'pending' | 'subscribed' | 'unsubscribed';

export const findSubscriberByEmailKey = async (db: Database, emailKey: string) => {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.emailKey, emailKey))
    .limit(1);
  return row ?? null;
};

/**
 * A new or renewed pending subscription (a confirmation link is on its way). An address that is
 * subscribed is never touched here, even when a second request races the first check.
 */
export const upsertPendingSubscriber = async (
  db: Database,
  values: {
    email: string;
    emailKey: string;
    name: string | null;
    language: string;
    now: Date;
    confirmTokenHash: string;
    confirmExpiresAt: Date;
    unsubscribeTokenHash: string;
  },
): Promise<boolean> => {
  const pending = {
    email: values.email,
    name: values.name,
    language: values.language,
    status: 'pending' satisfies Status,
    consentAt: values.now,
    confirmTokenHash: values.confirmTokenHash,
    confirmExpiresAt: values.confirmExpiresAt,
    unsubscribeTokenHash: values.unsubscribeTokenHash,
    unsubscribedAt: null,
    updatedAt: values.now,
  };
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ ...pending, emailKey: values.emailKey, createdAt: values.now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.emailKey,
      set: pending,
      setWhere: ne(newsletterSubscribers.status, 'subscribed' satisfies Status),
    })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
};

/**
 * Only the hash is stored, so a mail can only carry a new token: the newest mail's unsubscribe
 * link works, older ones stop.
 */
export const replaceUnsubscribeToken = async (
  db: Database,
  options: { id: string; unsubscribeTokenHash: string; now: Date },
) => {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribeTokenHash: options.unsubscribeTokenHash, updatedAt: options.now })
    .where(eq(newsletterSubscribers.id, options.id));
};

/**
 * Moves the one subscriber `where` picks to a new status, in one statement so that of two racing
 * requests one wins. Every status change spends an outstanding confirmation link. Returns the
 * subscriber's id, or null when none matched.
 */
const changeStatus = async (
  db: Database,
  where: SQL | undefined,
  changes: PgUpdateSetSource<typeof newsletterSubscribers> & { status: Status },
  now: Date,
) => {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ ...changes, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
    .where(where)
    .returning({ id: newsletterSubscribers.id });
  return row ?? null;
};

/** Confirms and spends the link in one statement: of two requests with it, one wins. */
export const confirmPendingSubscriber = async (
  db: Database,
  options: { confirmTokenHash: string; now: Date },
) =>
  changeStatus(
    db,
    and(
      eq(newsletterSubscribers.confirmTokenHash, options.confirmTokenHash),
      eq(newsletterSubscribers.status, 'pending' satisfies Status),
      gt(newsletterSubscribers.confirmExpiresAt, options.now),
    ),
    { status: 'subscribed', confirmedAt: options.now },
    options.now,
  );

/** Unsubscribes the token's address; an outstanding confirmation link dies with it. */
export const unsubscribeByToken = async (
  db: Database,
  options: { unsubscribeTokenHash: string; now: Date },
) =>
  changeStatus(
    db,
    eq(newsletterSubscribers.unsubscribeTokenHash, options.unsubscribeTokenHash),
    {
      status: 'unsubscribed',
      // The first unsubscribe counts; a second click changes nothing.
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${options.now})`,
    },
    options.now,
  );

/**
 * Subscribes the token's address again. The token came by mail to that address, so it proves the
 * mailbox as a confirmation link would, and pressing the button is fresh consent.
 */
export const resubscribeByToken = async (
  db: Database,
  options: { unsubscribeTokenHash: string; now: Date },
) =>
  changeStatus(
    db,
    eq(newsletterSubscribers.unsubscribeTokenHash, options.unsubscribeTokenHash),
    {
      status: 'subscribed',
      consentAt: options.now,
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${options.now})`,
      unsubscribedAt: null,
    },
    options.now,
  );
