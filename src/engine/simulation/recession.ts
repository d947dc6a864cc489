import { BDS_COHORT_SURVIVAL_SPREAD } from './bds-derived';
import { type RecessionSwitch, requireInRange, requireIntegerInRange } from './simulation-input';

/**
 * The recession switch is a cohort shock whose size comes from Census BDS (model-evidence.md 1.2):
 * firms born 2005-07 had a five-year survival of 44.4% against 47.1% for all 1979-2014 cohorts.
 * As a ratio of cumulative exit hazards, ln(S5 recession) / ln(S5 all cohorts), that is about 1.08:
 * recession cohorts left the market about 8% faster over their first five years.
 */
export const RECESSION_COHORT_HAZARD_RATIO =
  Math.log(BDS_COHORT_SURVIVAL_SPREAD.recessionMeanFiveYearSurvival) /
  Math.log(BDS_COHORT_SURVIVAL_SPREAD.meanFiveYearSurvival);

/** The BDS cohort effect is measured over a firm's first five years, in months. */
export const COHORT_EFFECT_HORIZON_MONTHS = 60;

/** NBER dates the 2007-09 recession from December 2007 to June 2009: 18 months. */
export const DEFAULT_RECESSION_DURATION_MONTHS = 18;

/** Severity above this is a stress test far beyond any BDS cohort; refuse it. */
export const MAX_RECESSION_SEVERITY = 3;

export type RecessionFactors = {
  /** Multiplier on the monthly churn rate, per month (index 0 = month 1). */
  churn: Float64Array;
  /** Multiplier on the monthly gross growth rate, per month. */
  growth: Float64Array;
};

/**
 * Churn multiplier while the shock lasts. The five-year excess hazard is concentrated into the
 * shock window, so the horizon-total excess equals the BDS cohort excess:
 * 1 + severity * (ratio - 1) * 60 / duration (about 1.27 for the default 18 months).
 */
export const recessionIntensity = (durationMonths: number, severity: number): number =>
  1 +
  (severity * (RECESSION_COHORT_HAZARD_RATIO - 1) * COHORT_EFFECT_HORIZON_MONTHS) / durationMonths;

/** Per-month multipliers; all 1 without a recession. Growth is divided by what churn is multiplied by. */
export const recessionFactors = (
  recession: RecessionSwitch | null | undefined,
  months: number,
): RecessionFactors => {
  const churn = new Float64Array(months).fill(1);
  const growth = new Float64Array(months).fill(1);
  if (!recession) return { churn, growth };
  const durationMonths = recession.durationMonths ?? DEFAULT_RECESSION_DURATION_MONTHS;
  const severity = recession.severity ?? 1;
  requireIntegerInRange('recession.startMonth', recession.startMonth, 1, months);
  requireIntegerInRange('recession.durationMonths', durationMonths, 1, months);
  requireInRange('recession.severity', severity, 0, MAX_RECESSION_SEVERITY);
  const intensity = recessionIntensity(durationMonths, severity);
  const end = Math.min(months, recession.startMonth - 1 + durationMonths);
  for (let t = recession.startMonth - 1; t < end; t += 1) {
    churn[t] = intensity;
    growth[t] = 1 / intensity;
  }
  return { churn, growth };
};
