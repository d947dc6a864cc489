import type { BusinessStage, CalculatorInput, Sector } from '../inputs';
import type { TextCode } from '../prediction-types';

/**
 * Months to sustained profitability. docs/model-evidence.md has no figure for this, so it is a
 * transparent RULE OF THUMB, labelled as such through `time_to_success.rule_of_thumb`: a range
 * from launch by how capital-intensive the sector is, shifted by the stage already reached.
 */
export type SectorIntensity = 'light' | 'medium' | 'heavy';

export const SECTOR_INTENSITY = {
  professional_services: 'light',
  administrative_services: 'light',
  other_services: 'light',
  education: 'light',
  retail: 'medium',
  wholesale: 'medium',
  accommodation_food: 'medium',
  arts_entertainment: 'medium',
  real_estate: 'medium',
  construction: 'medium',
  transportation: 'medium',
  finance: 'medium',
  health_care: 'heavy',
  information: 'heavy',
  manufacturing: 'heavy',
  agriculture: 'heavy',
  mining: 'heavy',
  utilities: 'heavy',
} as const satisfies Record<Sector, SectorIntensity>;

/** Months from launch to sustained profitability, by intensity (rule of thumb). */
export const MONTHS_FROM_LAUNCH = {
  light: { low: 12, high: 24 },
  medium: { low: 18, high: 36 },
  heavy: { low: 24, high: 48 },
} as const satisfies Record<SectorIntensity, { low: number; high: number }>;

/** Months added before launch (positive) or already behind the business (negative). */
export const STAGE_OFFSET_MONTHS = {
  idea: { low: 6, high: 12 },
  planning: { low: 3, high: 6 },
  launched_under_1_year: { low: 0, high: 0 },
  operating_1_to_3_years: { low: -12, high: -12 },
  operating_over_3_years: { low: -24, high: -24 },
} as const satisfies Record<BusinessStage, { low: number; high: number }>;

/** Floors so an operating business still gets a sensible, non-empty range. */
export const MIN_LOW_MONTHS = 0;
export const MIN_HIGH_MONTHS = 6;

export type TimeToSuccess = { months: { low: number; high: number }; basis: TextCode };

/** Months to sustained profitability as a range, with the code that labels it a rule of thumb. */
export function estimateTimeToSuccess(input: CalculatorInput): TimeToSuccess {
  const intensity = SECTOR_INTENSITY[input.sector];
  const base = MONTHS_FROM_LAUNCH[intensity];
  const offset = STAGE_OFFSET_MONTHS[input.businessStage];
  const low = Math.max(MIN_LOW_MONTHS, base.low + offset.low);
  const high = Math.max(MIN_HIGH_MONTHS, low, base.high + offset.high);
  return {
    months: { low, high },
    basis: {
      code: 'time_to_success.rule_of_thumb',
      params: { intensity, stage: input.businessStage, low, high },
    },
  };
}
