import { inArray, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { signInSources } from '#server/db/schema/index';

export const findKnownSourceKeys = async (db: Database, keys: string[], since: Date) => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: signInSources.key, lastSuccessAt: signInSources.lastSuccessAt })
    .from(signInSources)
    .where(inArray(signInSources.key, keys));
  return rows.filter((row) => row.lastSuccessAt >= since).map((row) => row.key);
};

export const upsertKnownSources = async (
  db: Database,
  options: { keys: string[]; userId: string; now: Date },
) => {
  if (options.keys.length === 0) return;
  const { userId, now } = options;
  await db
    .insert(signInSources)
    .values(options.keys.map((key) => ({ key, userId, lastSuccessAt: now })))
    .onConflictDoUpdate({ target: signInSources.key, set: { userId, lastSuccessAt: now } });
};

export const deleteSourcesOlderThan = async (db: Database, before: Date) => {
  await db.delete(signInSources).where(lt(signInSources.lastSuccessAt, before));
};
