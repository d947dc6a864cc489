import { FOOD_AND_FARM_IDEAS } from './catalogue-food-farm';
import type { BusinessIdea } from './idea-types';

export * from './idea-types';
export * from './idea-input';

/**
 * The curated idea catalogue, one list in a stable order (the finder breaks ties by it). Each
 * idea names its sector, so other screens (the market dashboard's trending ideas) can group it.
 */
export const BUSINESS_IDEAS: readonly BusinessIdea[] = [...FOOD_AND_FARM_IDEAS];

/** Ideas by id, for links and for the finder's answers. */
export const IDEA_BY_ID: ReadonlyMap<string, BusinessIdea> = new Map(
  BUSINESS_IDEAS.map((entry) => [entry.id, entry]),
);

/** The ideas of one sector, in catalogue order. */
export const ideasOfSector = (sector: BusinessIdea['sector']): BusinessIdea[] =>
  BUSINESS_IDEAS.filter((entry) => entry.sector === sector);
