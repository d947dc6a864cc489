import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { CustomerType, Sector } from '#engine/inputs';
import { type FindIdeasRequest, FindIdeasRequestSchema } from '#shared/contracts/ideas';
import type { IdeaSkill, IdeaTimeNeed } from '#shared/ideas/idea-types';

/** The finder form as the browser holds it: selects and the budget as text, lists as codes. */
export type FinderFormValues = {
  location: string;
  experience: string;
  /** '' = either (no area type). */
  areaType: string;
  /** '' = any amount. */
  budget: string;
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
  time: 'full_time',
  isOnlineOnly: false,
  sectors: [],
  skills: [],
  customerTypes: [],
};

/** A search (from the URL, or the founder's last calculator answers) as form values. */
export const formValuesOf = (request: Partial<FindIdeasRequest>): FinderFormValues => ({
  location: request.location ?? '',
  experience: request.experience ?? '',
  areaType: request.areaType && request.areaType !== 'unknown' ? request.areaType : '',
  budget: request.budgetUsd === undefined ? '' : String(request.budgetUsd),
  time: request.time ?? 'full_time',
  isOnlineOnly: request.isOnlineOnly ?? false,
  sectors: [...(request.sectors ?? [])],
  skills: [...(request.skills ?? [])],
  customerTypes: [...(request.customerTypes ?? [])],
});

const candidateOf = (values: FinderFormValues) => {
  const budget = values.budget.trim();
  return {
    location: values.location || undefined,
    experience: values.experience || undefined,
    ...(values.areaType ? { areaType: values.areaType } : {}),
    ...(budget ? { budgetUsd: Number(budget) } : {}),
    ...(values.sectors.length > 0 ? { sectors: values.sectors } : {}),
    ...(values.skills.length > 0 ? { skills: values.skills } : {}),
    ...(values.customerTypes.length > 0 ? { customerTypes: values.customerTypes } : {}),
    // Full days means every idea: only part-time narrows, so only it goes into the search.
    ...(values.time === 'part_time' ? { time: values.time } : {}),
    ...(values.isOnlineOnly ? { isOnlineOnly: true } : {}),
  };
};

/** react-hook-form resolver: the contract's request schema, its messages on the form's fields. */
export const finderResolver: Resolver<FinderFormValues, unknown, FindIdeasRequest> = (
  values,
): ResolverResult<FinderFormValues, FindIdeasRequest> => {
  const parsed = FindIdeasRequestSchema.safeParse(candidateOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<FinderFormValues> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'budgetUsd' ? 'budget' : issue.path[0];
    if (typeof key !== 'string' || !(key in values)) continue;
    const field = key as keyof FinderFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
