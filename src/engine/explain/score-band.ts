import type { ScoreBand, ScoreLabel } from '../prediction-types';

/** Score scale: whole percentage points of the 5-year survival probability. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

/** Spec section 4: high 80-100, medium 60-79, moderate 40-59, low 0-39 (lower bounds, inclusive). */
export const BAND_LOWER_BOUNDS_SCORE = [
  { band: 'high', min: 80 },
  { band: 'medium', min: 60 },
  { band: 'moderate', min: 40 },
  { band: 'low', min: 0 },
] as const satisfies readonly { band: ScoreBand; min: number }[];

/**
 * Labels around the US all-sector 5-year survival (BDS 2005-14 cohorts 48.3%, BLS 2013 cohort
 * 50.6%); see README.md for the reasoning behind each bound.
 */
export const LABEL_LOWER_BOUNDS_SCORE = [
  { label: 'excellent', min: 70 },
  { label: 'good', min: 58 },
  { label: 'moderate', min: 45 },
  { label: 'challenging', min: 33 },
  { label: 'difficult', min: 0 },
] as const satisfies readonly { label: ScoreLabel; min: number }[];

/**
 * The success score: the probability in [0, 1] as whole percentage points in [0, 100].
 * Non-finite input is treated as 0 so the function is total.
 */
export function toScore(probability: number): number {
  if (!Number.isFinite(probability)) return SCORE_MIN;
  const score = Math.round(probability * SCORE_MAX);
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
}

/** The spec's band for a score in [0, 100]. */
export function toScoreBand(score: number): ScoreBand {
  const match = BAND_LOWER_BOUNDS_SCORE.find((entry) => score >= entry.min);
  return match?.band ?? 'low';
}

/** The interpretation label for a score in [0, 100]. */
export function toScoreLabel(score: number): ScoreLabel {
  const match = LABEL_LOWER_BOUNDS_SCORE.find((entry) => score >= entry.min);
  return match?.label ?? 'difficult';
}
