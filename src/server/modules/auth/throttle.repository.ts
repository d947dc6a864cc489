import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authThrottle } from '#server/db/schema/index';

export type ThrottleRow = typeof authThrottle.$inferSelect;
export type ThrottleState = Pick<ThrottleRow, 'attempts' | 'windowStartedAt' | 'lastAttemptAt'>;

/**
 * Reads the counters under row locks, lets `decide` compute their next states, and writes them in
 * the same transaction, so concurrent attempts on several app servers cannot overrun a limit. One
 * upsert and one update for any number of counters: a sign-in counts three, and on the embedded
 * database every statement runs on the request thread.
 */
export const updateThrottlesLocked = async <T>(
  db: Database,
  options: {
    keys: readonly string[];
    now: Date;
    decide: (current: ReadonlyMap<string, ThrottleState>) => {
      next: ReadonlyMap<string, ThrottleState>;
      result: T;
    };
  },
): Promise<T> =>
  db.transaction(async (tx) => {
    // Rows are locked in key order, so two attempts sharing counters cannot deadlock. A no-op
    // upsert creates or locks each row and returns it in one statement.
    const keys = [...new Set(options.keys)].sort();
    const rows = await tx
      .insert(authThrottle)
      .values(
        keys.map((key) => ({
          key,
          attempts: 0,
          windowStartedAt: options.now,
          lastAttemptAt: options.now,
        })),
      )
      .onConflictDoUpdate({ target: authThrottle.key, set: { key: sql`excluded.key` } })
      .returning();
    const current = new Map(rows.map((row) => [row.key, row]));
    const missing = keys.find((key) => !current.has(key));
    if (missing !== undefined)
      throw new Error(`throttle row ${missing} was not returned by its upsert`);
    const { next, result } = options.decide(current);
    if (next.size === 0) return result;
    const values = [...next].map(
      ([key, state]) =>
        sql`(${key}, ${state.attempts}::integer, ${state.windowStartedAt.toISOString()}::timestamptz, ${state.lastAttemptAt.toISOString()}::timestamptz)`,
    );
    await tx.execute(sql`
      UPDATE ${authThrottle}
      SET attempts = v.attempts, window_started_at = v.window_started_at,
        last_attempt_at = v.last_attempt_at
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v (key, attempts, window_started_at, last_attempt_at)
      WHERE ${authThrottle.key} = v.key`);
    return result;
  });

export const deleteThrottle = async (db: Database, key: string) => {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
};

export const deleteThrottlesIdleSince = async (db: Database, before: Date) => {
  await db.delete(authThrottle).where(lt(authThrottle.lastAttemptAt, before));
};
