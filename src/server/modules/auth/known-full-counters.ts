import type { Database } from '#server/db/client';

/**
 * Throttle counters this process has seen full, per database, with the moment each opens again:
 * throttle.service.ts refuses an attempt on one of them before its transaction, as the database
 * would (issue 34: past a limit, each refusal of a one-user flood took a transaction, about half
 * of its 1.3 ms on the event loop with PGlite, and on PostgreSQL a wait for the row's lock while
 * holding a pooled connection). Knowing a counter full is safe to keep until then: other servers
 * only add attempts, which never open a counter sooner, and the one early opening, the reset after
 * a successful sign-in, forgets the counter here (a full counter refuses the right password too,
 * so no other server resets it while it is full).
 */
const KNOWN_FULL_MAX = 10_000;
const byDatabase = new WeakMap<Database, Map<string, number>>();

/** When the counter `key` opens again, if it is known full at `nowMs`; null otherwise. */
export const knownFullUntil = (db: Database, key: string, nowMs: number): number | null => {
  const counters = byDatabase.get(db);
  const until = counters?.get(key);
  if (until === undefined) return null;
  if (until > nowMs) return until;
  counters?.delete(key);
  return null;
};

/** Remembers a counter the database refused until `untilMs`; bounded, open ones dropped first. */
export const rememberFull = (db: Database, key: string, untilMs: number, nowMs: number) => {
  let counters = byDatabase.get(db);
  if (!counters) {
    counters = new Map();
    byDatabase.set(db, counters);
  }
  counters.delete(key);
  counters.set(key, untilMs);
  if (counters.size <= KNOWN_FULL_MAX) return;
  for (const [known, until] of counters) if (until <= nowMs) counters.delete(known);
  // Still too many: the earliest remembered go; the database refuses them as before.
  for (const known of counters.keys()) {
    if (counters.size <= KNOWN_FULL_MAX) break;
    counters.delete(known);
  }
};

export const forgetFull = (db: Database, key: string) => {
  byDatabase.get(db)?.delete(key);
};
