import { achievements, tutorialProgress } from '#server/db/schema/index';
import { type AccountExportPart, isoDate, readOwnRows } from '#server/modules/account/index';

/** The progress module's rows in the account export (account/account-export-part.ts). */
export const progressExportPart: AccountExportPart<'tutorial' | 'achievements'> = {
  tables: { tutorial_progress: 'tutorial', achievements: 'achievements' },
  read: async (db, userId) => {
    const [tutorialRows, achievementRows] = await Promise.all([
      readOwnRows(
        db,
        tutorialProgress,
        ['step', 'status', 'updatedAt'],
        tutorialProgress.userId,
        userId,
        [tutorialProgress.updatedAt],
      ),
      readOwnRows(db, achievements, ['achievementId', 'earnedAt'], achievements.userId, userId, [
        achievements.earnedAt,
        achievements.achievementId,
      ]),
    ]);
    return {
      tutorial: tutorialRows.map((row) => ({ ...row, updatedAt: isoDate(row.updatedAt) })),
      achievements: achievementRows.map((row) => ({ ...row, earnedAt: isoDate(row.earnedAt) })),
    };
  },
};
