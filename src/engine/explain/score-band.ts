import type { ScoreBand, ScoreLabel } from '../prediction-types';

/** Score scale: whole percentage points of the 5-year survival probability. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

/**
 * One set of cut-offs for the band and the label, so they never disagree. Spec section 4 gives the
 * bands (high 80-100, medium 60-79, moderate 40-59, low 0-39) and five labels without ranges:
 * each label takes one band, and the low band is split at 20 into challenging and difficult.
 * Lower bounds are inclusive, highest first.
 */
export const SCORE_CUT_OFFS = [
  { min: 80, band: 'high', label: 'excellent' },
  { min: 60, band: 'medium', label: 'good' },
  { min: 40, band: 'moderate', label: 'moderate' },
  { min: 20, band: 'low', label: 'challenging' },
  { min: 0, band: 'low', label: 'difficult' },
] as const satisfies readonly { min: number; band: ScoreBand; label: ScoreLabel }[];

/** The last row (min 0): every score reaches it. */
const LOWEST_CUT_OFF = SCORE_CUT_OFFS[4];
const cutOffOf = (score: number) =>
  SCORE_CUT_OFFS.find((entry) => score >= entry.min) ?? LOWEST_CUT_OFF;

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
  return cutOffOf(score).band;
}

/** The interpretation label for a score in [0, 100]: always inside its band. */
export function toScoreLabel(score: number): ScoreLabel {
  return cutOffOf(score).label;
}
