/**
 * Carrying a published survival figure to the model's scale. The model moves every annual hazard
 * of a firm by one shift on the logit scale. A table's horizon (3 years in France, 5 in the US)
 * and level (75% of French firms reach 3 years, 48% of US employer firms reach 5) are read
 * through that same structure: the BDS age pattern of hazards, moved to the table's own overall
 * rate at the table's own horizon, and a class's figure becomes the shift that gives it there.
 * So a 3-year French gap turns into a hazard shift, and that shift into a 5-year US gap, by one
 * stated assumption: the class multiplies the odds of closing by the same factor at every age 0-4.
 */
import { logistic } from '#engine/scoring/hazard';

/** Survival after `years` from birth for the hazard logits by age, every one moved by `shift`. */
export const survivalAt = (logitHazards: readonly number[], years: number, shift: number) => {
  let survival = 1;
  for (let age = 0; age < years; age += 1) {
    survival *= 1 - logistic((logitHazards[age] ?? 0) + shift);
  }
  return survival;
};

/** Solves a monotone decreasing function of a shift for a target value (bisection on [-8, 8]). */
export const solveShift = (value: (shift: number) => number, target: number): number => {
  let low = -8;
  let high = 8;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if (value(middle) > target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

/** The shift at which survival after `years` equals `target`. */
export const shiftForSurvival = (logitHazards: readonly number[], years: number, target: number) =>
  solveShift((shift) => survivalAt(logitHazards, years, shift), target);

export type WeightedShift = { weight: number; shift: number };

/** Weighted mean survival after `years` of shifted cells, all moved by `level` too. */
export const meanSurvivalAt = (
  cells: readonly WeightedShift[],
  logitHazards: readonly number[],
  years: number,
  level: number,
): number => {
  let weighted = 0;
  let total = 0;
  for (const cell of cells) {
    weighted += cell.weight * survivalAt(logitHazards, years, cell.shift + level);
    total += cell.weight;
  }
  return weighted / total;
};

/** The level at which the cells' mean survival after `years` is the table's overall rate. */
export const levelForOverall = (
  cells: readonly WeightedShift[],
  logitHazards: readonly number[],
  years: number,
  overall: number,
) => solveShift((level) => meanSurvivalAt(cells, logitHazards, years, level), overall);

/**
 * A class's shift against the table's average firm, read directly (no other characteristic in
 * play): the shift that turns the table's overall survival into the class's, at the horizon.
 */
export const classShift = (
  logitHazards: readonly number[],
  years: number,
  overall: number,
  survival: number,
) =>
  shiftForSurvival(logitHazards, years, survival) - shiftForSurvival(logitHazards, years, overall);
