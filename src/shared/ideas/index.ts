import { CARE_AND_LEARNING_IDEAS } from './catalogue-care-learning';
import { DIGITAL_AND_ADMIN_IDEAS } from './catalogue-digital-admin';
import { FOOD_AND_FARM_IDEAS } from './catalogue-food-farm';
import { HOME_AND_PERSONAL_IDEAS } from './catalogue-home-services';
import { LEISURE_AND_PROPERTY_IDEAS } from './catalogue-leisure-property';
import { MAKING_AND_MOVING_IDEAS } from './catalogue-making-moving';
import { PROFESSIONAL_IDEAS } from './catalogue-professional';
import { RETAIL_AND_TRADE_IDEAS } from './catalogue-retail-trade';
import type { BusinessIdea } from './idea-types';

export * from './idea-types';
export * from './idea-input';

/**
 * The curated idea catalogue, one list in a stable order (the finder breaks ties by it). Each
 * idea names its sector, so other screens (the market dashboard's trending ideas) can group it.
 * Texts describe what the business does, never how much it earns: the figures come from the
 * engine, for the founder's own answers.
 */
export const BUSINESS_IDEAS: readonly BusinessIdea[] = [
  ...FOOD_AND_FARM_IDEAS,
  ...RETAIL_AND_TRADE_IDEAS,
  ...PROFESSIONAL_IDEAS,
  ...DIGITAL_AND_ADMIN_IDEAS,
  ...CARE_AND_LEARNING_IDEAS,
  ...HOME_AND_PERSONAL_IDEAS,
  ...MAKING_AND_MOVING_IDEAS,
  ...LEISURE_AND_PROPERTY_IDEAS,
];

/** Ideas by id, for links and for the finder's answers. */
export const IDEA_BY_ID: ReadonlyMap<string, BusinessIdea> = new Map(
  BUSINESS_IDEAS.map((entry) => [entry.id, entry]),
);

/** The ideas of one sector, in catalogue order. */
export const ideasOfSector = (sector: BusinessIdea['sector']): BusinessIdea[] =>
  BUSINESS_IDEAS.filter((entry) => entry.sector === sector);
