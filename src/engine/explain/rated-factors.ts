import type { CalculatorInput } from '../inputs';
import type { CorePrediction, FactorName, InputName, RatedFactor } from '../prediction-types';
import { valuePosition } from './factor-positions';

/** Which inputs each spec factor summarises (fixed order = output order). */
export const FACTOR_INPUTS = {
  marketDemand: ['marketSize', 'customerType'],
  competition: ['competitionLevel'],
  executionCapability: ['experience', 'marketingStrategy', 'operationScale'],
  revenuePotential: ['productType', 'marketSize'],
  scalability: ['productType', 'operationScale'],
  riskLevel: ['sector', 'location', 'businessStage', 'capitalInvestment', 'fundingNeeds'],
} as const satisfies Record<FactorName, readonly InputName[]>;

export const FACTOR_NAMES = Object.keys(FACTOR_INPUTS) as FactorName[];

/** Weight of the value-position part; the rest is the model's measured contribution. */
export const POSITION_WEIGHT = 0.5;
/** Rating points per percentage point of summed contribution (so +-10 pp spans 0-100). */
export const RATING_PER_CONTRIBUTION_POINT = 5;
export const RATING_NEUTRAL = 50;
export const RATING_MIN = 0;
export const RATING_MAX = 100;

function clampRating(value: number): number {
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(value)));
}

function rateFactor(name: FactorName, input: CalculatorInput, core: CorePrediction): RatedFactor {
  const inputs: InputName[] = [...FACTOR_INPUTS[name]];
  const baselinePercent = core.baseline.probability * 100;
  const positions = inputs
    .map((inputName) => valuePosition({ factor: name, name: inputName, input, baselinePercent }))
    .filter((position): position is number => position !== null && Number.isFinite(position));
  const meanPosition =
    positions.length > 0
      ? positions.reduce((sum, position) => sum + position, 0) / positions.length
      : RATING_NEUTRAL;
  const contributionSum = core.contributions
    .filter((entry) => inputs.includes(entry.input) && Number.isFinite(entry.deltaPoints))
    .reduce((sum, entry) => sum + entry.deltaPoints, 0);
  const contributionScore = clampRating(
    RATING_NEUTRAL + RATING_PER_CONTRIBUTION_POINT * contributionSum,
  );
  const rating = POSITION_WEIGHT * meanPosition + (1 - POSITION_WEIGHT) * contributionScore;
  return { name, rating: clampRating(rating), inputs };
}

/**
 * The six rated factors of spec section 1, each 0-100 (higher is better; riskLevel 100 = lowest
 * risk). Each is a summary of the listed inputs, not a separate prediction: half the mean value
 * position (factor-positions.ts), half the model's summed contribution of those inputs.
 */
export function rateFactors(input: CalculatorInput, core: CorePrediction): RatedFactor[] {
  return FACTOR_NAMES.map((name) => rateFactor(name, input, core));
}
