import type { CalculatorInput, ExperienceLevel, Sector } from '#engine/inputs';

/*
 * The idea catalogue's vocabulary. An idea carries the calculator inputs that describe the
 * business itself (what it sells, to whom, at what scale and cost); the inputs that describe the
 * founder or the place (location, area type, experience) and the stage (always a new idea) come
 * from the person looking, so one idea scores differently for a founder in Texas and in Türkiye.
 */

/** Skills an idea draws on; the finder shows ideas that use at least one skill the user ticked. */
export const IDEA_SKILLS = [
  'cooking',
  'crafts',
  'design',
  'writing',
  'teaching',
  'technology',
  'sales',
  'care',
  'trades',
  'driving',
  'outdoors',
  'numbers',
  'languages',
  'beauty',
  'animals',
  'media',
] as const;
export type IdeaSkill = (typeof IDEA_SKILLS)[number];

/** Where an idea works: in a town or city, in the countryside, in either, or online from anywhere. */
export const IDEA_LOCATION_FITS = ['anywhere', 'urban', 'rural', 'online'] as const;
export type IdeaLocationFit = (typeof IDEA_LOCATION_FITS)[number];

/** Whether an idea can be started part-time, beside a job, or needs full days from the start. */
export const IDEA_TIME_NEEDS = ['part_time', 'full_time'] as const;
export type IdeaTimeNeed = (typeof IDEA_TIME_NEEDS)[number];

/** The calculator inputs an idea fixes; the rest are the founder's (see ideaCalculatorInput). */
export type IdeaInputs = Omit<
  CalculatorInput,
  'sector' | 'location' | 'areaType' | 'experience' | 'businessStage'
>;

export type IdeaText = { en: string; tr: string };

export type BusinessIdea = {
  /** Stable slug: links, tests and the finder's answers name ideas by it. */
  id: string;
  /** The calculator's sector (BDS NAICS sector); the market dashboard groups ideas by it. */
  sector: Sector;
  title: IdeaText;
  /** One or two sentences: what the business does and for whom. No figures. */
  summary: IdeaText;
  skills: readonly IdeaSkill[];
  /** The least experience in the field a founder should bring; also the default experience input. */
  minExperience: ExperienceLevel;
  locationFit: IdeaLocationFit;
  time: IdeaTimeNeed;
  inputs: IdeaInputs;
};
