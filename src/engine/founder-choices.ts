import { type CalculatorInput, MARKET_SIZES, type MarketSize } from './inputs';

/**
 * What a founder chooses, as opposed to what describes the business. Advice (recommendations and
 * the goal search) changes only these: marketing, the market aimed at, experience brought in
 * through a co-founder or mentor, the funding plan (own capital and outside money still needed)
 * and competition (by choosing a niche). Sector, place, area type, stage, team size, legal form,
 * main or side activity, customer and product type describe the business: the model reads them,
 * but advice never asks to change them (a team of 21+ people is not a plan for an idea, and the
 * evidence does not say hiring one, or incorporating, would work). Screens list the two apart.
 */
export const FOUNDER_CHOICES = [
  'capitalInvestment',
  'fundingNeeds',
  'experience',
  'marketingStrategy',
  'marketSize',
  'competitionLevel',
] as const satisfies readonly (keyof CalculatorInput)[];
export type FounderChoice = (typeof FOUNDER_CHOICES)[number];

export const isFounderChoice = (name: string): name is FounderChoice =>
  (FOUNDER_CHOICES as readonly string[]).includes(name);

/**
 * Advice never asks for more than this many times the founder's current capital in one step
 * (counted from at least CAPITAL_STEP_BASE_USD, so a founder with no capital yet can be told to
 * raise a first modest amount).
 */
export const MAX_CAPITAL_STEP_FACTOR = 3;
export const CAPITAL_STEP_BASE_USD = 5_000;

/** The most capital one step of advice may reach from `current`. */
export const maxCapitalStepUsd = (current: number): number =>
  MAX_CAPITAL_STEP_FACTOR * Math.max(current, CAPITAL_STEP_BASE_USD);

/**
 * Advice widens (or narrows) the market aimed at by one band per step: a local café is not told to
 * export. The survival gap of firms that trade abroad from their first year (CBS) is an
 * association with who they are, not a plan every business can adopt.
 */
export const MAX_MARKET_STEP_BANDS = 1;

/** The market answers one step of advice may reach from `current`. */
export const marketSizesWithinStep = (current: MarketSize): MarketSize[] => {
  const at = MARKET_SIZES.indexOf(current);
  return MARKET_SIZES.filter((_, index) => Math.abs(index - at) <= MAX_MARKET_STEP_BANDS);
};
