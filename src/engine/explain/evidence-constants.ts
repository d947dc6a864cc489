/**
 * Figures from docs/model-evidence.md that the explanation layer compares against.
 * All are percentages of firms still operating five years after birth.
 */

/** Census BDS, all sectors, 2005-2014 cohorts (model-evidence.md section 1.2). */
export const NATIONAL_FIVE_YEAR_SURVIVAL_PERCENT = 48.3;

/** Lowest and highest BDS sector 5-year survival (Transportation 43.0, Health care 60.1). */
export const SECTOR_SURVIVAL_RANGE_PERCENT = { lowest: 43.0, highest: 60.1 } as const;

/** A sector baseline this far from the national figure is called out as a strength or challenge. */
export const SECTOR_CALLOUT_MARGIN_POINTS = 2;

/** Fairlie & Robb (2007): starting capital above this reduced failure odds (model-evidence 1.6). */
export const LOW_STARTING_CAPITAL_USD = 25_000;
