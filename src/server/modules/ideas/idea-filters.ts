import { EXPERIENCE_LEVELS } from '#engine/inputs';
import type { FindIdeasRequest, LoosenableFilter } from '#shared/contracts/ideas';
import type { BusinessIdea, IdeaLocationFit } from '#shared/ideas/index';

type Filters = Omit<FindIdeasRequest, 'location' | 'page'>;
type Check = (idea: BusinessIdea, filters: Filters) => boolean;

const rankOf = (level: BusinessIdea['minExperience']) => EXPERIENCE_LEVELS.indexOf(level);

// An online idea works from a village as well as a city; only place-bound ideas need the right area.
const FITS_OF_AREA: Readonly<Record<'urban' | 'rural', readonly IdeaLocationFit[]>> = {
  urban: ['urban', 'anywhere', 'online'],
  rural: ['rural', 'anywhere', 'online'],
};

const isAnyOf = <Code>(chosen: readonly Code[] | undefined, value: Code) =>
  !chosen || chosen.length === 0 || chosen.includes(value);

/** Each filter as one check; an absent filter lets every idea through. */
const CHECKS: Readonly<Record<LoosenableFilter | 'experience', Check>> = {
  experience: (idea, { experience }) => rankOf(idea.minExperience) <= rankOf(experience),
  budgetUsd: (idea, { budgetUsd }) =>
    budgetUsd === undefined || idea.inputs.capitalInvestment <= budgetUsd,
  skills: (idea, { skills }) =>
    !skills || skills.length === 0 || idea.skills.some((skill) => skills.includes(skill)),
  sectors: (idea, { sectors }) => isAnyOf(sectors, idea.sector),
  customerTypes: (idea, { customerTypes }) => isAnyOf(customerTypes, idea.inputs.customerType),
  areaType: (idea, { areaType }) =>
    areaType === undefined || areaType === 'unknown'
      ? true
      : FITS_OF_AREA[areaType].includes(idea.locationFit),
  time: (idea, { time }) => time !== 'part_time' || idea.time === 'part_time',
  isOnlineOnly: (idea, { isOnlineOnly }) => !isOnlineOnly || idea.locationFit === 'online',
};

const CHECK_NAMES = Object.keys(CHECKS) as (keyof typeof CHECKS)[];

/** Whether an idea passes every filter but the one left out. */
export const passesFilters = (
  idea: BusinessIdea,
  filters: Filters,
  leftOut?: LoosenableFilter,
): boolean => CHECK_NAMES.every((name) => name === leftOut || CHECKS[name](idea, filters));

/** Filters the user set that, dropped alone, would let some ideas through, the most first. */
export const loosenings = (
  ideas: readonly BusinessIdea[],
  filters: Filters,
  names: readonly LoosenableFilter[],
): { filter: LoosenableFilter; matches: number }[] =>
  names
    .map((filter) => ({
      filter,
      matches: ideas.filter((idea) => passesFilters(idea, filters, filter)).length,
    }))
    .filter((entry) => entry.matches > 0)
    .sort((first, second) => second.matches - first.matches);
