import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { CustomerType, Sector } from '#engine/inputs';
import { FindIdeasRequestSchema } from '#shared/contracts/ideas';
import type { IdeaSkill, IdeaTimeNeed } from '#shared/ideas/idea-types';
import { currencyForLocation, type MoneyCurrency, toUsd } from '#shared/money/currencies';
import type { FinderSearch } from './finder-search';

/** The finder form as the browser holds it: selects and the budget as text, lists as codes. */
export type FinderFormValues = {
  location: string;
  experience: string;
  /** '' = either (no area type). */
  areaType: string;
  /** '' = any amount; else an amount in the form's currency. */
  budget: string;
  /** '' until chosen: the location's own currency. */
  currency: MoneyCurrency | '';
  time: IdeaTimeNeed;
  isOnlineOnly: boolean;
  sectors: Sector[];
  skills: IdeaSkill[];
  customerTypes: CustomerType[];
};

export const EMPTY_FINDER_FORM: FinderFormValues = {
  location: '',
  experience: '',
  areaType: '',
  budget: '',
  currency: '',
  time: 'full_time',
  isOnlineOnly: false,
  sectors: [],
  skills: [],
  customerTypes: [],
};

/** The currency the budget is typed in: the founder's choice, else their location's own. */
export const finderCurrencyOf = (values: Pick<FinderFormValues, 'currency' | 'location'>) =>
  values.currency || currencyForLocation(values.location);

/** A search (from the URL, or the founder's last calculator answers) as form values. */
export const formValuesOf = (search: Partial<FinderSearch>): FinderFormValues => ({
  location: search.location ?? '',
  experience: search.experience ?? '',
  areaType: search.areaType && search.areaType !== 'unknown' ? search.areaType : '',
  budget: search.budget === undefined ? '' : String(search.budget),
  currency: search.currency ?? '',
  time: search.time ?? 'full_time',
  isOnlineOnly: search.isOnlineOnly ?? false,
  sectors: [...(search.sectors ?? [])],
  skills: [...(search.skills ?? [])],
  customerTypes: [...(search.customerTypes ?? [])],
});

const candidateOf = (values: FinderFormValues) => {
  const budget = values.budget.trim();
  return {
    location: values.location || undefined,
    experience: values.experience || undefined,
    ...(values.areaType ? { areaType: values.areaType } : {}),
    // The contract checks the budget in the model's dollars.
    ...(budget ? { budgetUsd: toUsd(Number(budget), finderCurrencyOf(values)) } : {}),
    ...(values.sectors.length > 0 ? { sectors: values.sectors } : {}),
    ...(values.skills.length > 0 ? { skills: values.skills } : {}),
    ...(values.customerTypes.length > 0 ? { customerTypes: values.customerTypes } : {}),
    // Full days means every idea: only part-time narrows, so only it goes into the search.
    ...(values.time === 'part_time' ? { time: values.time } : {}),
    ...(values.isOnlineOnly ? { isOnlineOnly: true } : {}),
  };
};

/**
 * react-hook-form resolver: the contract's request schema, its messages on the form's fields. The
 * search keeps the budget as typed, in its currency (converting back could change its last digit).
 */
export const finderResolver: Resolver<FinderFormValues, unknown, FinderSearch> = (
  values,
): ResolverResult<FinderFormValues, FinderSearch> => {
  const parsed = FindIdeasRequestSchema.safeParse(candidateOf(values));
  if (parsed.success) {
    const { budgetUsd, ...filters } = parsed.data;
    const currency = finderCurrencyOf(values);
    const search: FinderSearch =
      budgetUsd === undefined
        ? { ...filters, currency }
        : { ...filters, currency, budget: Number(values.budget.trim()) };
    return { values: search, errors: {} };
  }
  const errors: FieldErrors<FinderFormValues> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'budgetUsd' ? 'budget' : issue.path[0];
    if (typeof key !== 'string' || !(key in values)) continue;
    const field = key as keyof FinderFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
