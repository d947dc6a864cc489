import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authThrottle } from '#server/db/schema/index';

export type ThrottleRow = typeof authThrottle.$inferSelect;
export type ThrottleState = Pick<ThrottleRow, 'attempts' | 'windowStartedAt' | 'lastAttemptAt'>;

/**
 * Reads the counter under a row lock, lets `decide` compute the next state, and writes it in the
 * same transaction, so concurrent attempts on several app servers cannot overrun a limit.
 */
export const updateThrottleLocked = async <T>(
  db: Database,
  options: {
    key: string;
    now: Date;
    decide: (current: ThrottleState) => { next: ThrottleState | null; result: T };
  },
): Promise<T> =>
  db.transaction(async (tx) => {
    // A no-op upsert creates or locks the row and returns it in one statement.
    const [current] = await tx
      .insert(authThrottle)
      .values({
        key: options.key,
        attempts: 0,
        windowStartedAt: options.now,
        lastAttemptAt: options.now,
      })
      .onConflictDoUpdate({ target: authThrottle.key, set: { key: sql`excluded.key` } })
      .returning();
    if (!current) throw new Error(`throttle row ${options.key} was not returned by its upsert`);
    const { next, result } = options.decide(current);
    if (next) await tx.update(authThrottle).set(next).where(eq(authThrottle.key, options.key));
    return result;
  });

export const deleteThrottle = async (db: Database, key: string) => {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
};

export const deleteThrottlesIdleSince = async (db: Database, before: Date) => {
  await db.delete(authThrottle).where(lt(authThrottle.lastAttemptAt, before));
};
