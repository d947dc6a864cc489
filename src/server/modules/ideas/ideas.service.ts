import { MODEL_VERSION, predictCore } from '#engine/index';
import {
  type FindIdeasRequest,
  type FindIdeasResponse,
  IDEA_FINDER_PAGE_SIZE,
  type IdeaMatch,
  LOOSENABLE_FILTERS,
  type RandomIdeaQuery,
  type RandomIdeaResponse,
} from '#shared/contracts/ideas';
import { AppError } from '#shared/errors';
import {
  BUSINESS_IDEAS,
  type BusinessIdea,
  type IdeaFounder,
  ideaCalculatorInput,
} from '#shared/ideas/index';
import { createBoundedCache } from '#server/http/bounded-cache';
import { loosenings, passesFilters } from './idea-filters';

/** A number in [0, 1), as Math.random gives; tests pass their own. */
export type RandomSource = () => number;

/** One idea at random, never the excluded one; NOT_FOUND when the sector has no other idea. */
export const getRandomIdea = ({
  query,
  random = Math.random,
}: {
  query: RandomIdeaQuery;
  random?: RandomSource;
}): RandomIdeaResponse => {
  const pool = BUSINESS_IDEAS.filter(
    (idea) => idea.id !== query.exclude && (!query.sector || idea.sector === query.sector),
  );
  const idea = pool[Math.floor(random() * pool.length)];
  if (!idea) throw new AppError('NOT_FOUND', { message: 'No other idea in this sector' });
  return { idea };
};

type Estimate = IdeaMatch['estimate'];

// The estimates of the last founders searched: paging and changing filters re-rank without
// re-running the engine. Bounded (a founder is location x experience x area type x time
// commitment, 1,590 in all).
const FOUNDERS_CACHED = 64;
const estimatesByFounder = createBoundedCache<string, Map<string, Estimate>>(FOUNDERS_CACHED);

const estimatesOf = (founder: IdeaFounder): Map<string, Estimate> =>
  estimatesByFounder.getOrCreate(
    [
      founder.location,
      founder.experience,
      founder.areaType ?? 'unknown',
      founder.timeCommitment ?? 'unknown',
    ].join('|'),
    () => new Map(),
  );

/** The engine's estimate of one idea for one founder (deterministic: same founder, same figures). */
const matchOf = (idea: BusinessIdea, founder: IdeaFounder, cache: Map<string, Estimate>) => {
  const calculatorInput = ideaCalculatorInput(idea, founder);
  let estimate = cache.get(idea.id);
  if (!estimate) {
    const { probability, interval } = predictCore(calculatorInput);
    estimate = { probability, interval };
    cache.set(idea.id, estimate);
  }
  return { idea, estimate, calculatorInput } satisfies IdeaMatch;
};

const filtersSet = (filters: FindIdeasRequest) =>
  LOOSENABLE_FILTERS.filter((name) => {
    const value = filters[name];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false;
  });

/**
 * The ideas that pass every filter, scored by the engine for this founder and ranked by the
 * estimate, highest first; equal estimates keep the catalogue's order (Array.sort is stable).
 */
export const findIdeas = ({ input }: { input: FindIdeasRequest }): FindIdeasResponse => {
  const founder: IdeaFounder = {
    location: input.location,
    experience: input.experience,
    ...(input.areaType ? { areaType: input.areaType } : {}),
    // A founder with part-time only would run the idea beside a job: the calculator's "side
    // business" answer, so the estimate and the calculator it opens agree. Full days says nothing
    // (every idea is shown), so the answer stays "not said".
    ...(input.time === 'part_time' ? { timeCommitment: 'side_business' as const } : {}),
  };
  const cache = estimatesOf(founder);
  const ranked = BUSINESS_IDEAS.filter((idea) => passesFilters(idea, input))
    .map((idea) => matchOf(idea, founder, cache))
    .sort((first, second) => second.estimate.probability - first.estimate.probability);
  const page = input.page ?? 1;
  const start = (page - 1) * IDEA_FINDER_PAGE_SIZE;
  return {
    matches: ranked.slice(start, start + IDEA_FINDER_PAGE_SIZE),
    total: ranked.length,
    page,
    pageSize: IDEA_FINDER_PAGE_SIZE,
    pageCount: Math.ceil(ranked.length / IDEA_FINDER_PAGE_SIZE),
    modelVersion: MODEL_VERSION,
    loosen: ranked.length === 0 ? loosenings(BUSINESS_IDEAS, input, filtersSet(input)) : [],
  };
};
