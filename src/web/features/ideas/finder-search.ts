import type { z } from 'zod';
import { type FindIdeasRequest, FindIdeasRequestSchema } from '#shared/contracts/ideas';

/*
 * The finder's filters live in the URL (`?location=TR&experience=none&sector=retail&page=2`), so
 * Back and Forward step through searches and a search can be bookmarked or shared.
 */

const LIST_PARAMS = { sectors: 'sector', skills: 'skill', customerTypes: 'customer' } as const;

/** The URL query of a search (repeated names for lists; defaults left out). */
export const searchOfRequest = (request: FindIdeasRequest): URLSearchParams => {
  const search = new URLSearchParams({
    location: request.location,
    experience: request.experience,
  });
  if (request.areaType) search.set('area', request.areaType);
  if (request.budgetUsd !== undefined) search.set('budget', String(request.budgetUsd));
  for (const [key, name] of Object.entries(LIST_PARAMS)) {
    for (const code of request[key as keyof typeof LIST_PARAMS] ?? []) search.append(name, code);
  }
  if (request.time) search.set('time', request.time);
  if (request.isOnlineOnly) search.set('online', '1');
  if (request.page && request.page > 1) search.set('page', String(request.page));
  return search;
};

const numberOf = (raw: string | null) => (raw === null || raw === '' ? undefined : Number(raw));
const listOf = (search: URLSearchParams, name: string) => {
  const values = [...new Set(search.getAll(name))];
  return values.length > 0 ? values : undefined;
};

const candidateOf = (search: URLSearchParams): Record<string, unknown> => ({
  location: search.get('location') ?? undefined,
  experience: search.get('experience') ?? undefined,
  areaType: search.get('area') ?? undefined,
  budgetUsd: numberOf(search.get('budget')),
  sectors: listOf(search, LIST_PARAMS.sectors),
  skills: listOf(search, LIST_PARAMS.skills),
  customerTypes: listOf(search, LIST_PARAMS.customerTypes),
  time: search.get('time') ?? undefined,
  isOnlineOnly: search.get('online') === '1' ? true : undefined,
  page: numberOf(search.get('page')),
});

/** The candidate without the values that fail `schema` (an edited or outdated link). */
const validPart = <T>(candidate: Record<string, unknown>, schema: z.ZodType<T>): T | null => {
  const first = schema.safeParse(candidate);
  if (first.success) return first.data;
  const failed = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(candidate).filter(([key]) => !failed.has(key)));
  const second = schema.safeParse(kept);
  return second.success ? second.data : null;
};

/**
 * The search a URL describes, checked with the contract's schema; a value that fails it is dropped
 * rather than failing the page. Null until location and experience are both known.
 */
export const requestOfSearch = (search: URLSearchParams): FindIdeasRequest | null =>
  validPart(candidateOf(search), FindIdeasRequestSchema);

/**
 * The filters a URL names even before location and experience are known (the market dashboard
 * links to a sector's ideas with `?sector=` alone), so the form starts with them ticked.
 */
export const filtersOfSearch = (search: URLSearchParams): Partial<FindIdeasRequest> =>
  validPart(candidateOf(search), FindIdeasRequestSchema.partial()) ?? {};
