import { asc, eq } from 'drizzle-orm';
import { achievements, tutorialProgress } from '#server/db/schema/index';
import { type AccountExportPart, isoDate } from '#server/modules/account/index';

/** The progress module's rows in the account export (account/account-export-part.ts). */
export const progressExportPart: AccountExportPart<'tutorial' | 'achievements'> = {
  tables: { tutorial_progress: 'tutorial', achievements: 'achievements' },
  read: async (db, userId) => {
    const [tutorialRows, achievementRows] = await Promise.all([
      db
        .select({
          step: tutorialProgress.step,
          status: tutorialProgress.status,
          updatedAt: tutorialProgress.updatedAt,
        })
        .from(tutorialProgress)
        .where(eq(tutorialProgress.userId, userId))
        .orderBy(asc(tutorialProgress.updatedAt)),
      db
        .select({ achievementId: achievements.achievementId, earnedAt: achievements.earnedAt })
        .from(achievements)
        .where(eq(achievements.userId, userId))
        .orderBy(asc(achievements.earnedAt), asc(achievements.achievementId)),
    ]);
    return {
      tutorial: tutorialRows.map((row) => ({ ...row, updatedAt: isoDate(row.updatedAt) })),
      achievements: achievementRows.map((row) => ({ ...row, earnedAt: isoDate(row.earnedAt) })),
    };
  },
};
