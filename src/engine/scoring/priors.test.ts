import { describe, expect, it } from 'vitest';
import {
  AREA_TYPES,
  BUSINESS_STAGES,
  type CalculatorInput,
  OPERATION_SCALES,
  SECTOR_CODES,
} from '../inputs';
import { LOCATION_CODES } from '../locations';
import { COEFFICIENTS } from '../model/coefficients';
import { computeComponents } from './components';
import { probabilityOf } from './point-estimate';

// The point estimate alone (what predictCore returns as probability, before rounding): the full
// prediction adds attribution and sensitivity, which would make this grid slow for nothing.
const probability = (input: CalculatorInput) =>
  probabilityOf(computeComponents(input, COEFFICIENTS));

/** The literature priors at their most favourable and least favourable values. */
const BEST_PRIORS = {
  competitionLevel: 'low',
  marketingStrategy: 'digital',
  fundingNeeds: 'none',
  customerType: 'businesses',
  productType: 'services',
} as const;
const WORST_PRIORS = {
  competitionLevel: 'very_high',
  marketingStrategy: 'none',
  fundingNeeds: 'over_1m',
  customerType: 'consumers',
  productType: 'physical_goods',
} as const;
/**
 * The average founder: every prior at zero. (No funding-needs code is neutral: that prior is
 * centred on an even split of under- and well-capitalised founders.)
 */
const neutralProbability = (input: CalculatorInput) => {
  const components = computeComponents(input, COEFFICIENTS);
  const zero = Object.fromEntries(Object.keys(components.priors).map((name) => [name, 0]));
  return probabilityOf({ ...components, priors: zero as typeof components.priors });
};
/** About 10 points (model-evidence 4.2: grade-C factors together). */
const MAX_PRIOR_POINTS = 10;

describe('literature priors are small and capped', () => {
  it('move the probability by at most about 10 points, for every non-prior input combination tested', () => {
    let largest = 0;
    for (const sector of SECTOR_CODES) {
      for (const businessStage of BUSINESS_STAGES) {
        for (const location of LOCATION_CODES.filter((_, index) => index % 10 === 0)) {
          for (const operationScale of OPERATION_SCALES) {
            for (const capitalInvestment of [0, 20_000, 300_000, 5_000_000]) {
              for (const areaType of AREA_TYPES) {
                // Experience and market come from new-firm tables since model 2026.12-3.
                const base = {
                  experience: '2_to_5_years' as const,
                  marketSize: 'regional' as const,
                  sector,
                  businessStage,
                  location,
                  operationScale,
                  capitalInvestment,
                  areaType,
                };
                const neutral = neutralProbability({ ...base, ...BEST_PRIORS });
                for (const priors of [BEST_PRIORS, WORST_PRIORS]) {
                  const moved = probability({ ...base, ...priors });
                  largest = Math.max(largest, 100 * Math.abs(moved - neutral));
                }
              }
            }
          }
        }
      }
    }
    expect(largest).toBeLessThanOrEqual(MAX_PRIOR_POINTS);
    expect(largest).toBeGreaterThan(1);
  });
});
