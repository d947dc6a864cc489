import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import {
  type Goal,
  GOAL_KINDS,
  GoalSchema,
  SCORE_GOAL_KIND,
  type ScoreGoal,
  ScoreGoalSchema,
} from '#shared/contracts/goal-seek';
import { fromUsd, type MoneyCurrency, toUsd } from '#shared/money/currencies';

/** Every goal the page offers: the success score first (the default), then the simulator's. */
export const FORM_GOAL_KINDS = [SCORE_GOAL_KIND, ...GOAL_KINDS] as const;
export type FormGoalKind = (typeof FORM_GOAL_KINDS)[number];
export type AnyGoal = Goal | ScoreGoal;

/** The goal form in the units people type (percentages, months, a year number, money). */
export type GoalFormValues = {
  kind: FormGoalKind;
  targetPercent: number;
  months: number;
  year: number;
  /** Revenue in `currency`; the engine gets US dollars. */
  amount: number;
  currency: MoneyCurrency;
};

const DEFAULT_REVENUE_USD = 500_000;

/** The goal form's first values, the revenue goal in `currency` (whole units). */
export const defaultGoalValues = (currency: MoneyCurrency = 'USD'): GoalFormValues => ({
  kind: SCORE_GOAL_KIND,
  targetPercent: 60,
  months: 18,
  year: 3,
  amount: Math.round(fromUsd(DEFAULT_REVENUE_USD, currency)),
  currency,
});

const share = (percent: number) => Math.round(percent * 1e6) / 1e8;

export const formToGoal = (values: GoalFormValues): AnyGoal => {
  const probability = share(values.targetPercent);
  switch (values.kind) {
    case SCORE_GOAL_KIND:
      return { kind: values.kind, targetProbability: probability };
    case 'survivalAtLeast':
    case 'cashOutProbabilityAtMost':
      return { kind: values.kind, probability };
    case 'breakEvenWithinMonths':
      return { kind: values.kind, months: values.months, probability };
    case 'revenueInYear':
      return {
        kind: values.kind,
        year: values.year,
        amount: toUsd(values.amount, values.currency),
        probability,
      };
  }
};

const FIELD_OF_PATH: Record<string, keyof GoalFormValues> = {
  probability: 'targetPercent',
  targetProbability: 'targetPercent',
  months: 'months',
  year: 'year',
  amount: 'amount',
};

/** react-hook-form resolver running the shared goal schemas on the converted goal. */
export const goalResolver: Resolver<GoalFormValues, unknown, AnyGoal> = (
  values,
): ResolverResult<GoalFormValues, AnyGoal> => {
  const goal = formToGoal(values);
  const parsed =
    goal.kind === SCORE_GOAL_KIND ? ScoreGoalSchema.safeParse(goal) : GoalSchema.safeParse(goal);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<GoalFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[issue.path.join('.')] ?? 'kind';
    if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
