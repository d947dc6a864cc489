import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/*
 * Issue 16: the 3-step tutorial (where a user is in it, remembered server-side) and the
 * achievements (milestones read from the user's own stored data, never for signing in).
 */

export const TUTORIAL_STEP_COUNT = 3;

/** `notStarted` only in answers: it is the absence of a stored row. */
export const TUTORIAL_STATUSES = ['notStarted', 'active', 'skipped', 'completed'] as const;
export const TutorialStatusSchema = z.enum(TUTORIAL_STATUSES);
export type TutorialStatus = z.infer<typeof TutorialStatusSchema>;

const TutorialStepSchema = z
  .number({ error: 'Must be a step number' })
  .int({ error: 'Must be a whole number' })
  .min(0, { error: 'Must be 0 or more' })
  .max(TUTORIAL_STEP_COUNT - 1, { error: `Must be at most ${TUTORIAL_STEP_COUNT - 1}` });

export const TutorialStateSchema = z.object({
  /** The step shown next, 0 to 2. */
  step: TutorialStepSchema,
  status: TutorialStatusSchema,
});
export type TutorialState = z.infer<typeof TutorialStateSchema>;

export const UpdateTutorialRequestSchema = z.strictObject({
  step: TutorialStepSchema,
  status: z.enum(['active', 'skipped', 'completed'], {
    error: 'Must be active, skipped or completed',
  }),
});
export type UpdateTutorialRequest = z.infer<typeof UpdateTutorialRequestSchema>;

/** Every achievement, in the order they are shown; each is checked against stored data. */
export const ACHIEVEMENT_IDS = [
  'firstBusiness',
  'firstCalculation',
  'fiveCalculations',
  'firstScenario',
  'firstAnalysis',
  'firstStepDone',
  'planCompleted',
  'firstCheckup',
  'experimentEvidence',
  'firstShareLink',
  'followUpAnswered',
] as const;
export const AchievementIdSchema = z.enum(ACHIEVEMENT_IDS);
export type AchievementId = z.infer<typeof AchievementIdSchema>;

export const AchievementSchema = z.object({
  id: AchievementIdSchema,
  /** When it was earned, or null while still to earn. */
  earnedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Achievement = z.infer<typeof AchievementSchema>;

export const AchievementListSchema = z.object({ items: z.array(AchievementSchema) });
export type AchievementList = z.infer<typeof AchievementListSchema>;

export const getTutorial = defineEndpoint({
  method: 'GET',
  path: '/api/tutorial',
  summary: 'Where the signed-in user is in the 3-step tutorial (notStarted when never opened).',
  tags: ['progress'],
  auth: 'user',
  response: TutorialStateSchema,
});

export const updateTutorial = defineEndpoint({
  method: 'PUT',
  path: '/api/tutorial',
  summary: 'Records the step shown next and whether the tutorial is active, skipped or completed.',
  tags: ['progress'],
  auth: 'user',
  body: UpdateTutorialRequestSchema,
  response: TutorialStateSchema,
});

export const findAchievements = defineEndpoint({
  method: 'GET',
  path: '/api/achievements',
  summary:
    'Every achievement with the date the signed-in user earned it (checked against their data now), or null.',
  tags: ['progress'],
  auth: 'user',
  response: AchievementListSchema,
});
