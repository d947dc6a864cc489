import type { CalculatorInput } from '../inputs';
import type { CorePrediction, TextCode } from '../prediction-types';
import type { ContributionGroups } from './contribution-groups';
import { inputValue } from './contribution-groups';
import {
  NATIONAL_FIVE_YEAR_SURVIVAL_PERCENT,
  SECTOR_CALLOUT_MARGIN_POINTS,
} from './evidence-constants';
import { probabilityToPoints, roundPoints } from './points';

/** At most this many input-based strengths and challenges (the factor lists hold the rest). */
export const MAX_INPUT_STRENGTHS = 3;
export const MAX_INPUT_CHALLENGES = 3;

type StrengthsAndChallenges = { strengths: TextCode[]; challenges: TextCode[] };

function sectorCallout(input: CalculatorInput, core: CorePrediction): StrengthsAndChallenges {
  const baselinePercent = probabilityToPoints(core.baseline.probability);
  const gap = baselinePercent - NATIONAL_FIVE_YEAR_SURVIVAL_PERCENT;
  const params = {
    sector: input.sector,
    baselinePercent,
    nationalPercent: NATIONAL_FIVE_YEAR_SURVIVAL_PERCENT,
  };
  if (gap >= SECTOR_CALLOUT_MARGIN_POINTS) {
    return { strengths: [{ code: 'strengths.sector_baseline_high', params }], challenges: [] };
  }
  if (gap <= -SECTOR_CALLOUT_MARGIN_POINTS) {
    return { strengths: [], challenges: [{ code: 'challenges.sector_baseline_low', params }] };
  }
  return { strengths: [], challenges: [] };
}

/**
 * Strengths and challenges: the sector's base rate when it differs clearly from the national
 * figure, then the inputs that add or cost the most points, each as an input-specific code that
 * explains why (e.g. `strengths.experience`). Empty lists get a `*.none` code.
 */
export function deriveStrengthsAndChallenges(
  input: CalculatorInput,
  core: CorePrediction,
  groups: ContributionGroups,
): StrengthsAndChallenges {
  const sector = sectorCallout(input, core);
  const fromInputs = (kind: 'strengths' | 'challenges', list: typeof groups.positive) =>
    list.map((contribution) => ({
      code: `${kind}.${contribution.input}`,
      params: {
        input: contribution.input,
        value: inputValue(input, contribution.input),
        points: roundPoints(Math.abs(contribution.deltaPoints)),
      },
    }));
  const strengths = [
    ...sector.strengths,
    ...fromInputs('strengths', groups.positive.slice(0, MAX_INPUT_STRENGTHS)),
  ];
  const challenges = [
    ...sector.challenges,
    ...fromInputs('challenges', groups.negative.slice(0, MAX_INPUT_CHALLENGES)),
  ];
  return {
    strengths: strengths.length > 0 ? strengths : [{ code: 'strengths.none' }],
    challenges: challenges.length > 0 ? challenges : [{ code: 'challenges.none' }],
  };
}
