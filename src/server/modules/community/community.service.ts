import type { RecentUsersResponse } from '#shared/contracts/community';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { countUsers, findNewestUsers } from './community.repository';

export const RECENT_USERS_LIMIT = 6;
export const RECENT_JOIN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** First letter or digit, uppercased, one code point (ß → S, not SS): names stay private. */
export const initialOf = (username: string): string => {
  const first = /[\p{L}\p{N}]/u.exec(username)?.[0] ?? Array.from(username)[0] ?? '?';
  return Array.from(first.toUpperCase())[0] ?? '?';
};

export const findRecentUsers = async (context: {
  db: Database;
  clock: Clock;
}): Promise<RecentUsersResponse> => {
  const joinedAfter = new Date(context.clock().getTime() - RECENT_JOIN_WINDOW_MS);
  const [counts, newest] = await Promise.all([
    countUsers(context.db, joinedAfter),
    findNewestUsers(context.db, RECENT_USERS_LIMIT),
  ]);
  return {
    totalUsers: counts.total,
    joinedLast7Days: counts.joinedSince,
    recent: newest.map((row) => ({
      initial: initialOf(row.username),
      joinedAt: row.createdAt.toISOString(),
    })),
  };
};
