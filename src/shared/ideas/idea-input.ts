import type { AreaType, CalculatorInput, ExperienceLevel, LocationCode } from '#engine/inputs';
import type { BusinessIdea } from './idea-types';

/** What the person looking at an idea brings: where they would start it and their experience. */
export type IdeaFounder = {
  location: LocationCode;
  experience: ExperienceLevel;
  areaType?: AreaType;
};

/**
 * The complete calculator input of an idea for one founder. The stage is always `idea`: the
 * catalogue describes businesses not yet started. An unknown area type is left out, as the
 * calculator does, so the input hash matches a calculator run with the same answers.
 */
export const ideaCalculatorInput = (idea: BusinessIdea, founder: IdeaFounder): CalculatorInput => ({
  sector: idea.sector,
  ...idea.inputs,
  location: founder.location,
  experience: founder.experience,
  businessStage: 'idea',
  ...(founder.areaType && founder.areaType !== 'unknown' ? { areaType: founder.areaType } : {}),
});
