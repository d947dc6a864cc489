import type {
  AreaType,
  CalculatorInput,
  ExperienceLevel,
  LocationCode,
  TimeCommitment,
} from '#engine/inputs';
import type { BusinessIdea } from './idea-types';

/** What the person looking at an idea brings: where they would start it and their experience. */
export type IdeaFounder = {
  location: LocationCode;
  experience: ExperienceLevel;
  areaType?: AreaType;
  /** The calculator's optional answer: `side_business` for a founder who has part-time only. */
  timeCommitment?: TimeCommitment;
};

/**
 * The complete calculator input of an idea for one founder. The stage is always `idea`: the
 * catalogue describes businesses not yet started. An unknown area type or time commitment is left
 * out, as the calculator does, so the input hash matches a calculator run with the same answers.
 */
export const ideaCalculatorInput = (idea: BusinessIdea, founder: IdeaFounder): CalculatorInput => ({
  sector: idea.sector,
  ...idea.inputs,
  location: founder.location,
  experience: founder.experience,
  businessStage: 'idea',
  ...(founder.areaType && founder.areaType !== 'unknown' ? { areaType: founder.areaType } : {}),
  ...(founder.timeCommitment && founder.timeCommitment !== 'unknown'
    ? { timeCommitment: founder.timeCommitment }
    : {}),
});
