import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { checkoutSessions, memberships, stripeEvents, tokenLedger } from '#server/db/schema/index';
import type { Transaction } from '#server/modules/tokens/index';

type Db = Database | Transaction;

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutRow = typeof checkoutSessions.$inferInsert;
export type MembershipRow = typeof memberships.$inferSelect;

/**
 * Inserts the checkout unless its id exists (a repeated Idempotency-Key) or, for a tier, the user
 * has an open checkout of it already; the new row or null.
 */
export const insertCheckout = async (db: Db, row: NewCheckoutRow) => {
  const [inserted] = await db
    .insert(checkoutSessions)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
};

export const findCheckout = async (db: Db, id: string) => {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row ?? null;
};

export const findOwnedCheckout = async (db: Db, userId: string, id: string) => {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  return row ?? null;
};

/** The user's open checkout of a tier (at most one: checkout_sessions_one_open_tier_idx). */
export const findOpenTierCheckout = async (db: Db, userId: string, tierId: string) => {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.productKind, 'tier'),
        eq(checkoutSessions.productId, tierId),
        eq(checkoutSessions.status, 'open'),
      ),
    );
  return row ?? null;
};

/** Links Stripe's session to the checkout, once; the stored session id afterwards. */
export const linkProviderSession = async (db: Db, id: string, sessionId: string) => {
  await db
    .update(checkoutSessions)
    .set({ providerSessionId: sessionId })
    .where(and(eq(checkoutSessions.id, id), sql`${checkoutSessions.providerSessionId} is null`));
  return (await findCheckout(db, id))?.providerSessionId ?? null;
};

/**
 * The one step from open to completed (or expired). The row lock makes concurrent callers wait
 * and then find it no longer open, so exactly one of them goes on to credit.
 */
export const closeOpenCheckout = async (
  db: Db,
  id: string,
  status: 'completed' | 'expired',
  now: Date,
) => {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status, completedAt: status === 'completed' ? now : null })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning();
  return row ?? null;
};

/** True when the event is new; a redelivered id changes nothing. */
export const recordStripeEvent = async (db: Db, id: string, type: string, now: Date) => {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
};

export const findMembership = async (db: Db, userId: string) => {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  return row ?? null;
};

export const findMembershipBySubscription = async (db: Db, subscriptionId: string) => {
  const [row] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.providerSubscriptionId, subscriptionId));
  return row ?? null;
};

/** Starts (or replaces) the user's membership with a new paid period. */
export const saveMembership = async (
  db: Db,
  row: Omit<MembershipRow, 'createdAt' | 'updatedAt'>,
  now: Date,
) => {
  const { userId: _userId, ...rest } = row;
  await db
    .insert(memberships)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: memberships.userId, set: { ...rest, updatedAt: now } });
};

export const updateMembership = async (
  db: Db,
  userId: string,
  changes: Partial<Omit<MembershipRow, 'userId' | 'createdAt' | 'updatedAt'>>,
  now: Date,
) => {
  await db
    .update(memberships)
    .set({ ...changes, updatedAt: now })
    .where(eq(memberships.userId, userId));
};

/** Tokens spent in [from, to), less spends refunded in that window. */
export const netSpentBetween = async (db: Db, userId: string, from: Date, to: Date) => {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${tokenLedger.delta})` })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.userId, userId),
        inArray(tokenLedger.kind, ['spend', 'refund']),
        gte(tokenLedger.createdAt, from),
        lt(tokenLedger.createdAt, to),
      ),
    );
  return Math.max(0, -Number(row?.total ?? 0));
};

export const hasLedgerEntry = async (db: Db, userId: string, idempotencyKey: string) => {
  const rows = await db
    .select({ id: tokenLedger.id })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.idempotencyKey, idempotencyKey)));
  return rows.length > 0;
};
