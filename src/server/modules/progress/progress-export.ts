import { achievements, tutorialProgress } from '#server/db/schema/index';
import {
  type AccountExportPart,
  combinedExportPart,
  ownRowsExportPart,
} from '#server/modules/account/index';

/** The progress module's rows in the account export (account/account-export-part.ts). */
export const progressExportPart: AccountExportPart<'tutorial' | 'achievements'> =
  combinedExportPart(
    ownRowsExportPart('tutorial', tutorialProgress, {
      columns: ['step', 'status', 'updatedAt'],
      owner: tutorialProgress.userId,
      orderBy: [tutorialProgress.updatedAt],
    }),
    ownRowsExportPart('achievements', achievements, {
      columns: ['achievementId', 'earnedAt'],
      owner: achievements.userId,
      orderBy: [achievements.earnedAt, achievements.achievementId],
    }),
  );
