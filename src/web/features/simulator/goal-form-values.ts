import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { type Goal, type GOAL_KINDS, GoalSchema } from '#shared/contracts/simulation';

/** The goal form in the units people type (percentages, months, a year number, dollars). */
export type GoalFormValues = {
  kind: (typeof GOAL_KINDS)[number];
  targetPercent: number;
  months: number;
  year: number;
  amount: number;
};

export const DEFAULT_GOAL_VALUES: GoalFormValues = {
  kind: 'survivalAtLeast',
  targetPercent: 60,
  months: 18,
  year: 3,
  amount: 500_000,
};

const share = (percent: number) => Math.round(percent * 1e6) / 1e8;

export const formToGoal = (values: GoalFormValues): Goal => {
  const probability = share(values.targetPercent);
  switch (values.kind) {
    case 'survivalAtLeast':
    case 'cashOutProbabilityAtMost':
      return { kind: values.kind, probability };
    case 'breakEvenWithinMonths':
      return { kind: values.kind, months: values.months, probability };
    case 'revenueInYear':
      return { kind: values.kind, year: values.year, amount: values.amount, probability };
  }
};

const FIELD_OF_PATH: Record<string, keyof GoalFormValues> = {
  probability: 'targetPercent',
  months: 'months',
  year: 'year',
  amount: 'amount',
};

/** react-hook-form resolver running the shared GoalSchema on the converted goal. */
export const goalResolver: Resolver<GoalFormValues, unknown, Goal> = (
  values,
): ResolverResult<GoalFormValues, Goal> => {
  const parsed = GoalSchema.safeParse(formToGoal(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<GoalFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[issue.path.join('.')] ?? 'kind';
    if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
