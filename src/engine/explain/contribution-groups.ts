import { type CalculatorInput, OPTIONAL_VALUES, optionalValueOf } from '../inputs';
import type { Contribution, InputName, TextCode } from '../prediction-types';
import { roundPoints } from './points';

/**
 * Contributions whose magnitude is below this many percentage points are "neutral": smaller than
 * the model's own uncertainty for grade-C inputs, so calling them good or bad would overstate them.
 */
export const NEUTRAL_BAND_POINTS = 1;

export type ContributionGroups = {
  /** Largest gain first. */
  positive: Contribution[];
  /** Largest loss first. */
  negative: Contribution[];
  /** In input-name order. */
  neutral: Contribution[];
};

function byInputName(a: Contribution, b: Contribution): number {
  return a.input < b.input ? -1 : a.input > b.input ? 1 : 0;
}

/** Splits the model's contributions into positive, negative and neutral, deterministically ordered. */
export function groupContributions(contributions: readonly Contribution[]): ContributionGroups {
  const valid = contributions.filter((entry) => Number.isFinite(entry.deltaPoints));
  const positive = valid
    .filter((entry) => entry.deltaPoints >= NEUTRAL_BAND_POINTS)
    .sort((a, b) => b.deltaPoints - a.deltaPoints || byInputName(a, b));
  const negative = valid
    .filter((entry) => entry.deltaPoints <= -NEUTRAL_BAND_POINTS)
    .sort((a, b) => a.deltaPoints - b.deltaPoints || byInputName(a, b));
  const neutral = valid
    .filter((entry) => Math.abs(entry.deltaPoints) < NEUTRAL_BAND_POINTS)
    .sort(byInputName);
  return { positive, negative, neutral };
}

/** The user's value for an input, as a value code (or the number for capital). */
export function inputValue(input: CalculatorInput, name: InputName): string | number {
  if (name in OPTIONAL_VALUES) return optionalValueOf(input, name as keyof typeof OPTIONAL_VALUES);
  return input[name as Exclude<InputName, keyof typeof OPTIONAL_VALUES>];
}

/**
 * One contribution as a factor line: `factors.<kind>` with the input name, its value code, the
 * absolute effect in points (one decimal) and the evidence grade of the source.
 */
export function contributionText(
  kind: 'positive' | 'negative' | 'neutral',
  contribution: Contribution,
  input: CalculatorInput,
): TextCode {
  return {
    code: `factors.${kind}`,
    params: {
      input: contribution.input,
      value: inputValue(input, contribution.input),
      points: roundPoints(Math.abs(contribution.deltaPoints)),
      grade: contribution.source.grade,
    },
  };
}
