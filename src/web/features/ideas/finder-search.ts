import type { z } from 'zod';
import { type FindIdeasRequest, FindIdeasRequestSchema } from '#shared/contracts/ideas';
import {
  currencyForLocation,
  isMoneyCurrency,
  type MoneyCurrency,
  toUsd,
} from '#shared/money/currencies';

/*
 * The finder's filters live in the URL (`?location=TR&experience=none&sector=retail&page=2`), so
 * Back and Forward step through searches and a search can be bookmarked or shared. The budget is
 * kept as the founder typed it, with its currency (`budget=50000&currency=TRY`), and becomes the
 * model's dollars only for the request (issue 34, item 7).
 */

/**
 * A search as the finder holds it: the contract's filters, with the budget as typed in `currency`,
 * the currency amounts are typed and shown in.
 */
export type FinderSearch = Omit<FindIdeasRequest, 'budgetUsd'> & {
  currency: MoneyCurrency;
  /** The most the founder can invest, in `currency`, as typed. */
  budget?: number;
};

/** The request the API takes: the budget converted to the model's dollars. */
export const requestOf = ({ currency, budget, ...filters }: FinderSearch): FindIdeasRequest => ({
  ...filters,
  ...(budget === undefined ? {} : { budgetUsd: toUsd(budget, currency) }),
});

const LIST_PARAMS = { sectors: 'sector', skills: 'skill', customerTypes: 'customer' } as const;

/** The URL query of a search (repeated names for lists; defaults left out). */
export const paramsOfSearch = (search: FinderSearch): URLSearchParams => {
  const params = new URLSearchParams({
    location: search.location,
    experience: search.experience,
  });
  if (search.areaType) params.set('area', search.areaType);
  if (search.budget !== undefined) params.set('budget', String(search.budget));
  params.set('currency', search.currency);
  for (const [key, name] of Object.entries(LIST_PARAMS)) {
    for (const code of search[key as keyof typeof LIST_PARAMS] ?? []) params.append(name, code);
  }
  if (search.time) params.set('time', search.time);
  if (search.isOnlineOnly) params.set('online', '1');
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params;
};

const numberOf = (raw: string | null) => (raw === null || raw === '' ? undefined : Number(raw));
const listOf = (params: URLSearchParams, name: string) => {
  const values = [...new Set(params.getAll(name))];
  return values.length > 0 ? values : undefined;
};

/**
 * The currency a URL names. Links written before the finder had one (or by hand) carry a budget
 * in dollars, so a budget without a currency stays dollars; with neither, the location decides.
 */
const currencyOfParams = (params: URLSearchParams): MoneyCurrency | undefined => {
  const named = params.get('currency');
  if (isMoneyCurrency(named)) return named;
  return numberOf(params.get('budget')) === undefined ? undefined : 'USD';
};

const candidateOf = (params: URLSearchParams, currency: MoneyCurrency | undefined) => {
  const budget = numberOf(params.get('budget'));
  return {
    location: params.get('location') ?? undefined,
    experience: params.get('experience') ?? undefined,
    areaType: params.get('area') ?? undefined,
    // Checked by the contract in dollars, so its range holds whatever the currency.
    budgetUsd: budget === undefined ? undefined : toUsd(budget, currency ?? 'USD'),
    sectors: listOf(params, LIST_PARAMS.sectors),
    skills: listOf(params, LIST_PARAMS.skills),
    customerTypes: listOf(params, LIST_PARAMS.customerTypes),
    time: params.get('time') ?? undefined,
    isOnlineOnly: params.get('online') === '1' ? true : undefined,
    page: numberOf(params.get('page')),
  };
};

/** The candidate without the values that fail `schema` (an edited or outdated link). */
const validPart = <T>(candidate: Record<string, unknown>, schema: z.ZodType<T>): T | null => {
  const first = schema.safeParse(candidate);
  if (first.success) return first.data;
  const failed = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(candidate).filter(([key]) => !failed.has(key)));
  const second = schema.safeParse(kept);
  return second.success ? second.data : null;
};

/** The checked filters back as a search: the budget as the URL wrote it, not its dollars. */
const searchPartOf = <T extends Partial<FindIdeasRequest>>(
  checked: T,
  params: URLSearchParams,
): Omit<T, 'budgetUsd'> & { budget?: number } => {
  const { budgetUsd, ...filters } = checked;
  const budget = numberOf(params.get('budget'));
  return budgetUsd === undefined || budget === undefined ? filters : { ...filters, budget };
};

/**
 * The search a URL describes, checked with the contract's schema; a value that fails it is dropped
 * rather than failing the page. Null until location and experience are both known.
 */
export const searchOfParams = (params: URLSearchParams): FinderSearch | null => {
  const currency = currencyOfParams(params);
  const checked = validPart(candidateOf(params, currency), FindIdeasRequestSchema);
  if (!checked) return null;
  return {
    ...searchPartOf(checked, params),
    currency: currency ?? currencyForLocation(checked.location),
  };
};

/**
 * The filters a URL names even before location and experience are known (the market dashboard
 * links to a sector's ideas with `?sector=` alone), so the form starts with them ticked.
 */
export const filtersOfParams = (params: URLSearchParams): Partial<FinderSearch> => {
  const currency = currencyOfParams(params);
  const checked = validPart(candidateOf(params, currency), FindIdeasRequestSchema.partial()) ?? {};
  return { ...searchPartOf(checked, params), ...(currency ? { currency } : {}) };
};
