import type { BusinessStage, CalculatorInput, Sector } from '../inputs';
import type { TextCode } from '../prediction-types';
import { LOW_STARTING_CAPITAL_USD } from './evidence-constants';

/** At most this many mistakes are listed, most specific first. */
export const MAX_COMMON_MISTAKES = 4;

type MistakeRule = { code: string; applies: (input: CalculatorInput) => boolean };

const inSectors = (sectors: readonly Sector[]) => (input: CalculatorInput) =>
  sectors.includes(input.sector);
const inStages = (stages: readonly BusinessStage[]) => (input: CalculatorInput) =>
  stages.includes(input.businessStage);
const PRE_REVENUE: readonly BusinessStage[] = ['idea', 'planning', 'launched_under_1_year'];

/**
 * Ordered rules: sector-specific first, then stage- and input-specific, then general. Each text
 * names its grounding (docs/model-evidence.md sections 1.2-1.6); none is a base rate.
 */
export const MISTAKE_RULES: readonly MistakeRule[] = [
  { code: 'mistakes.food_fixed_costs', applies: inSectors(['accommodation_food']) },
  { code: 'mistakes.retail_margins_and_stock', applies: inSectors(['retail', 'wholesale']) },
  {
    code: 'mistakes.cyclical_downturns',
    applies: inSectors([
      'construction',
      'real_estate',
      'finance',
      'manufacturing',
      'transportation',
    ]),
  },
  {
    code: 'mistakes.building_before_customers',
    applies: (input) =>
      input.sector === 'information' ||
      (['digital', 'subscription', 'marketplace'].includes(input.productType) &&
        PRE_REVENUE.includes(input.businessStage)),
  },
  { code: 'mistakes.no_market_validation', applies: inStages(['idea', 'planning']) },
  {
    code: 'mistakes.undercapitalisation',
    applies: (input) =>
      input.capitalInvestment < LOW_STARTING_CAPITAL_USD ||
      input.fundingNeeds === '250k_to_1m' ||
      input.fundingNeeds === 'over_1m',
  },
  {
    code: 'mistakes.premature_scaling',
    applies: (input) =>
      PRE_REVENUE.includes(input.businessStage) &&
      (input.operationScale === '21_to_100' || input.operationScale === 'over_100'),
  },
  {
    code: 'mistakes.going_it_alone',
    applies: (input) =>
      input.operationScale === 'solo' && ['none', 'under_2_years'].includes(input.experience),
  },
  {
    code: 'mistakes.underpricing',
    applies: inSectors(['professional_services', 'other_services', 'administrative_services']),
  },
  {
    code: 'mistakes.ignoring_competitors',
    applies: (input) => input.competitionLevel === 'high' || input.competitionLevel === 'very_high',
  },
  { code: 'mistakes.no_marketing_plan', applies: (input) => input.marketingStrategy === 'none' },
  { code: 'mistakes.ignoring_cash_flow', applies: () => true },
];

/** Up to four sector- and stage-specific common mistakes, as codes with sector/stage params. */
export function deriveCommonMistakes(input: CalculatorInput): TextCode[] {
  const params = { sector: input.sector, stage: input.businessStage };
  return MISTAKE_RULES.filter((rule) => rule.applies(input))
    .slice(0, MAX_COMMON_MISTAKES)
    .map((rule) => ({ code: rule.code, params }));
}
