import type { Sector } from '../inputs';
import { BDS_SECTOR_FIVE_YEAR } from './bds-derived';

/**
 * Yearly size growth of surviving firms per sector as a lognormal: right-skewed, with its MEAN set
 * to the Census BDS survivor-mean employment growth of the sector (bds-derived.ts, 7-19% a year)
 * and its MEDIAN set to SURVIVOR_MEDIAN_GROWTH_PER_YEAR, because most survivors stay small.
 */

/**
 * BDS publishes no medians. model-evidence.md 4.4 puts the survivor median "near 0-5% a year"
 * (the "up or out" pattern of Haltiwanger, Jarmin & Miranda, REStat 2013); we take the midpoint.
 */
export const SURVIVOR_MEDIAN_GROWTH_PER_YEAR = 0.025;

/** The BDS survivor mean is measured from age 0 to age 5. */
export const GROWTH_HORIZON_YEARS = 5;

export type SectorGrowthParameters = {
  /** Mean growth of survivors, fraction per year (BDS, 2005-2014 cohorts pooled). */
  meanGrowthPerYear: number;
  /** Median growth of survivors, fraction per year (assumption above). */
  medianGrowthPerYear: number;
  /** Yearly log-growth ~ Normal(logMeanPerYear, logSdPerYear^2). */
  logMeanPerYear: number;
  logSdPerYear: number;
  source: { id: 'census-bds-2019'; cohorts: '2005-2014'; naics: string };
};

/**
 * Lognormal over the five-year horizon: median M = (1 + median)^5, mean E = (1 + mean)^5, so
 * mu = ln M and sigma^2 = 2 (ln E - ln M); spread evenly over five independent yearly steps.
 * A sector whose mean were below the median would get sigma 0 (none is: the lowest mean is 7.3%).
 */
export const growthParametersFor = (sector: Sector): SectorGrowthParameters => {
  const bds = BDS_SECTOR_FIVE_YEAR[sector];
  const logMedian5 = GROWTH_HORIZON_YEARS * Math.log1p(SURVIVOR_MEDIAN_GROWTH_PER_YEAR);
  const logMean5 = GROWTH_HORIZON_YEARS * Math.log1p(bds.survivorMeanGrowthPerYear);
  const variance5 = Math.max(0, 2 * (logMean5 - logMedian5));
  return {
    meanGrowthPerYear: bds.survivorMeanGrowthPerYear,
    medianGrowthPerYear: SURVIVOR_MEDIAN_GROWTH_PER_YEAR,
    logMeanPerYear: logMedian5 / GROWTH_HORIZON_YEARS,
    logSdPerYear: Math.sqrt(variance5 / GROWTH_HORIZON_YEARS),
    source: { id: 'census-bds-2019', cohorts: '2005-2014', naics: bds.naics },
  };
};
