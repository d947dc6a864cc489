import { count, desc, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';

export const countUsers = async (db: Database, joinedAfter: Date) => {
  const [row] = await db
    .select({
      total: count(),
      joinedSince: sql<number>`count(*) filter (where ${gt(users.createdAt, joinedAfter)})`.mapWith(
        Number,
      ),
    })
    .from(users);
  return { total: row?.total ?? 0, joinedSince: row?.joinedSince ?? 0 };
};

export const findNewestUsers = async (db: Database, limit: number) =>
  db
    .select({ username: users.username, createdAt: users.createdAt })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
