import type { BusinessStage, CalculatorInput } from '../inputs';
import type { CorePrediction, Sensitivity, TextCode } from '../prediction-types';
import { isFounderChoice } from '../founder-choices';
import { inputValue } from './contribution-groups';
import { roundPoints } from './points';

/** A change must move the estimate by at least this many percentage points to be recommended. */
export const MIN_RECOMMENDATION_GAIN_POINTS = 1;
export const MAX_SENSITIVITY_RECOMMENDATIONS = 3;

const EARLY_STAGES: readonly BusinessStage[] = ['idea', 'planning', 'launched_under_1_year'];

type Candidate = { sensitivity: Sensitivity; gainPoints: number };

function candidates(input: CalculatorInput, core: CorePrediction): Candidate[] {
  return core.sensitivity
    .filter((entry) => isFounderChoice(entry.input))
    .filter((entry) => entry.best.value !== inputValue(input, entry.input))
    .map((entry) => ({
      sensitivity: entry,
      gainPoints: (entry.best.probability - core.probability) * 100,
    }))
    .filter((entry) => Number.isFinite(entry.gainPoints))
    .filter((entry) => entry.gainPoints >= MIN_RECOMMENDATION_GAIN_POINTS)
    .sort(
      (a, b) => b.gainPoints - a.gainPoints || (a.sensitivity.input < b.sensitivity.input ? -1 : 1),
    );
}

/**
 * Recommendations: for the founder's own choices (founder-choices.ts) whose best alternative (from
 * `core.sensitivity`, capital at most MAX_CAPITAL_STEP_FACTOR times the current amount) raises the
 * estimate most, `recommendations.<input>` with the target value, the gain in points and, for
 * capital, the new money needed (`amount`, USD); then one grounded, stage-specific habit (validate
 * demand early; track cash runway later).
 */
export function deriveRecommendations(input: CalculatorInput, core: CorePrediction): TextCode[] {
  const fromSensitivity: TextCode[] = candidates(input, core)
    .slice(0, MAX_SENSITIVITY_RECOMMENDATIONS)
    .map(({ sensitivity, gainPoints }) => ({
      code: `recommendations.${sensitivity.input}`,
      params: {
        input: sensitivity.input,
        current: inputValue(input, sensitivity.input),
        value: sensitivity.best.value,
        points: roundPoints(gainPoints),
        ...(sensitivity.input === 'capitalInvestment'
          ? { amount: Number(sensitivity.best.value) - input.capitalInvestment }
          : {}),
      },
    }));
  const habit: TextCode = EARLY_STAGES.includes(input.businessStage)
    ? { code: 'recommendations.validate_demand' }
    : { code: 'recommendations.track_cash_runway' };
  const fallback: TextCode[] =
    fromSensitivity.length === 0 ? [{ code: 'recommendations.keep_current_plan' }] : [];
  return [...fromSensitivity, ...fallback, habit];
}
