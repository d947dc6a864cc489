import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { tokenLedger } from '#server/db/schema/index';

export type LedgerRow = typeof tokenLedger.$inferSelect;

/*
 * Newest first. Entries of one transaction share their time (the sign-up credit is written in the
 * same transaction as the account's first change), so the sign-up credit sorts as the older of
 * equal times, and the id breaks any other tie so that pages never overlap or skip.
 */
const isSignUp = sql<number>`case when ${tokenLedger.kind} = 'signUp' then 1 else 0 end`;
const rankOf = (row: LedgerRow) => (row.kind === 'signUp' ? 1 : 0);

/** The user's entries, newest first, `limit` of them, after the entry `beforeId` when given. */
export const findLedgerRows = async (
  db: Database,
  userId: string,
  { limit, beforeId }: { limit: number; beforeId?: string | undefined },
): Promise<LedgerRow[] | null> => {
  let cursor: LedgerRow | undefined;
  if (beforeId) {
    [cursor] = await db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.id, beforeId)));
    // Another user's entry id or an unknown one: the caller answers 404, never that user's rows.
    if (!cursor) return null;
  }
  const after = cursor
    ? or(
        lt(tokenLedger.createdAt, cursor.createdAt),
        and(
          eq(tokenLedger.createdAt, cursor.createdAt),
          or(
            sql`${isSignUp} > ${rankOf(cursor)}`,
            and(sql`${isSignUp} = ${rankOf(cursor)}`, lt(tokenLedger.id, cursor.id)),
          ),
        ),
      )
    : undefined;
  return db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), after))
    .orderBy(desc(tokenLedger.createdAt), asc(isSignUp), desc(tokenLedger.id))
    .limit(limit);
};
