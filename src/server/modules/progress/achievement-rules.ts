import type { AchievementId } from '#shared/contracts/progress';
import type { MilestoneCounts } from './achievements.repository';

/**
 * When each achievement is earned, read from the user's stored data only. Signing in, visiting a
 * page or opening the tutorial earns nothing. A goal reached in the goal search is not stored, so
 * there is no achievement for it.
 */
export const ACHIEVEMENT_RULES: Readonly<
  Record<AchievementId, (counts: MilestoneCounts) => boolean>
> = {
  firstBusiness: (counts) => counts.businesses >= 1,
  firstCalculation: (counts) => counts.calculations >= 1,
  fiveCalculations: (counts) => counts.calculations >= 5,
  firstScenario: (counts) => counts.scenarios >= 1,
  firstAnalysis: (counts) => counts.analyses >= 1,
  firstStepDone: (counts) => counts.stepsDone >= 1,
  planCompleted: (counts) => counts.plansCompleted >= 1,
  firstCheckup: (counts) => counts.checkups >= 1,
  experimentEvidence: (counts) => counts.evidence >= 1,
  firstShareLink: (counts) => counts.shareLinks >= 1,
  followUpAnswered: (counts) => counts.followUpAnswers >= 1,
};
