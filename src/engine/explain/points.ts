/** Percentage points rounded to one decimal, for display params (avoids pretend precision). */
export const POINTS_DECIMALS = 1;

const POINTS_FACTOR = 10 ** POINTS_DECIMALS;

/** Rounds percentage points to one decimal; -0 becomes 0 so output bytes stay stable. */
export function roundPoints(points: number): number {
  const rounded = Math.round(points * POINTS_FACTOR) / POINTS_FACTOR;
  return rounded === 0 ? 0 : rounded;
}

/** A probability in [0, 1] as percentage points with one decimal. */
export function probabilityToPoints(probability: number): number {
  return roundPoints(probability * 100);
}
