import { FOLLOW_UP_HORIZONS, type FollowUpHorizon } from '#shared/contracts/follow-ups';

/*
 * When a saved calculation's founder is asked what happened. The rule (docs/model-card.md, "Track
 * record from founders' answers"): a horizon opens once that many calendar months have passed since
 * the calculation was saved, and only the LATEST open horizon is asked. A founder who comes back
 * after 13 months is asked about month 12 only, not about months 6 and 12 at once: one question per
 * calculation at a time is the least annoying, and an answer about month 6 given a year later would
 * be a recollection, not an observation. A skipped horizon is never filled in by inference (an
 * "operating" at 12 months is not recorded as an answer for 6), so every count is a real answer.
 */

/** `date` plus `months` calendar months in UTC, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export const addMonthsUtc = (date: Date, months: number): Date => {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
};

/** The latest horizon whose time has come for a calculation saved at `savedAt`, or null. */
export const latestOpenHorizon = (savedAt: Date, now: Date): FollowUpHorizon | null => {
  let latest: FollowUpHorizon | null = null;
  for (const horizon of FOLLOW_UP_HORIZONS) {
    if (addMonthsUtc(savedAt, horizon) <= now) latest = horizon;
  }
  return latest;
};

/** The horizon asked now: the latest open one, unless it is already answered. */
export const dueHorizon = (
  savedAt: Date,
  now: Date,
  answered: ReadonlySet<number>,
): FollowUpHorizon | null => {
  const latest = latestOpenHorizon(savedAt, now);
  return latest !== null && !answered.has(latest) ? latest : null;
};

/**
 * The saved prediction's survival `months` after it was made. The engine's curve holds the
 * survival at the end of years 1..5 from the moment of the calculation (a discrete-time model, one
 * hazard per year of age), so 12 and 24 months are read off it. Six months falls inside the first
 * year, where the model has one hazard: with that hazard spread evenly over the year, survival at
 * half a year is the square root of the first year's. Without a curve (never for a saved result,
 * whose schema requires one) the five-year probability is spread evenly over 60 months the same way.
 */
export const survivalAtHorizon = (
  prediction: { probability: number; survivalCurve?: readonly number[] | null },
  months: FollowUpHorizon,
): number => {
  const curve = prediction.survivalCurve;
  if (curve && curve.length >= 2) {
    const firstYear = curve[0] ?? 1;
    if (months === 6) return Math.sqrt(firstYear);
    return months === 12 ? firstYear : (curve[1] ?? firstYear);
  }
  return prediction.probability ** (months / 60);
};
