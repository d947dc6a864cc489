import type { PredictionResult, TextCode } from '#engine/index';

export type ActionTimeframe =
  | { key: 'now' }
  | { key: 'firstQuarter' }
  | { key: 'milestone'; low: number; high: number }
  | { key: 'ongoing' };

/** One step: what to do (an engine text or one of the plan's own texts) and when. */
export type ActionStep = {
  when: ActionTimeframe;
  text: TextCode | { own: 'milestone' | 'review' };
};

// Habits the engine adds whatever the inputs: they start at once, before any bigger change.
const HABIT_CODES = new Set([
  'recommendations.validate_demand',
  'recommendations.track_cash_runway',
  'recommendations.keep_current_plan',
]);

/**
 * The action plan: the engine's recommendations in order (habits now, input changes over the
 * first quarter, largest gain first), then the time-to-success milestone and a quarterly review.
 * It adds no numbers of its own: every figure comes from the result.
 */
export const buildActionPlan = (result: PredictionResult): ActionStep[] => {
  const habits = result.recommendations.filter((entry) => HABIT_CODES.has(entry.code));
  const changes = result.recommendations.filter((entry) => !HABIT_CODES.has(entry.code));
  const { low, high } = result.timeToSuccessMonths;
  return [
    ...habits.map((text): ActionStep => ({ when: { key: 'now' }, text })),
    ...changes.map((text): ActionStep => ({ when: { key: 'firstQuarter' }, text })),
    { when: { key: 'milestone', low, high }, text: { own: 'milestone' } },
    { when: { key: 'ongoing' }, text: { own: 'review' } },
  ];
};
