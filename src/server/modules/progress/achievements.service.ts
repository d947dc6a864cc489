import { ACHIEVEMENT_IDS, type AchievementList } from '#shared/contracts/progress';
import { paths } from '#shared/routes';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { type NotificationSource, notify } from '#server/modules/notifications/index';
import { ACHIEVEMENT_RULES } from './achievement-rules';
import { findEarnedRows, insertEarned, readMilestoneCounts } from './achievements.repository';

/**
 * Checks every rule against the user's data and stores the newly met ones, each with a
 * notification, once: an achievement stays earned even if the data behind it is deleted later.
 */
export const notifyEarnedAchievements: NotificationSource = async (db, userId, now) => {
  const [counts, earned] = await Promise.all([
    readMilestoneCounts(db, userId),
    findEarnedRows(db, userId),
  ]);
  const known = new Set(earned.map((row) => row.achievementId));
  const newlyMet = ACHIEVEMENT_IDS.filter((id) => !known.has(id) && ACHIEVEMENT_RULES[id](counts));
  for (const achievementId of newlyMet) {
    // The row and its notification together: two requests at once store and notify once.
    await db.transaction(async (transaction) => {
      if (!(await insertEarned(transaction, { userId, achievementId, earnedAt: now }))) return;
      await notify(
        transaction,
        {
          userId,
          kind: 'achievementEarned',
          params: { achievement: achievementId },
          link: paths.progressDashboard,
          dedupeKey: `achievement:${achievementId}`,
        },
        now,
      );
    });
  }
};

export const findAchievements = async (context: {
  db: Database;
  clock: Clock;
  userId: string;
}): Promise<AchievementList> => {
  await notifyEarnedAchievements(context.db, context.userId, context.clock());
  const earnedAt = new Map(
    (await findEarnedRows(context.db, context.userId)).map((row) => [
      row.achievementId,
      row.earnedAt.toISOString(),
    ]),
  );
  return { items: ACHIEVEMENT_IDS.map((id) => ({ id, earnedAt: earnedAt.get(id) ?? null })) };
};
