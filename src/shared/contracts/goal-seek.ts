import { z } from 'zod';
import { SCORE_LEVER_IDS, type ScoreLeverId } from '#engine/simulation';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import { defineEndpoint } from './endpoint';
import {
  checkInputMonths,
  MAX_MONTHS,
  MoneySchema,
  RunOptionsShape,
  ShareSchema,
  SIMULATION_BODY_LIMIT_BYTES,
  SimulationInputSchema,
} from './simulation';

/** Goal search: what must change in a plan (or in the calculator inputs) to reach a goal. */
/** The goal search always runs the five-year horizon. */
export const GOAL_HORIZON_MONTHS = 60;

/** What the goal-based simulator can aim for; `probability` is the share of paths that must meet it. */
export const GoalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('survivalAtLeast'), probability: ShareSchema }),
  z.strictObject({
    kind: z.literal('breakEvenWithinMonths'),
    months: z.int().min(1).max(GOAL_HORIZON_MONTHS),
    probability: ShareSchema.optional(),
  }),
  z.strictObject({
    kind: z.literal('revenueInYear'),
    year: z
      .int()
      .min(1)
      .max(MAX_MONTHS / 12),
    amount: MoneySchema,
    probability: ShareSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('cashOutProbabilityAtMost'), probability: ShareSchema }),
]);
export type Goal = z.infer<typeof GoalSchema>;
export const GOAL_KINDS = [
  'survivalAtLeast',
  'breakEvenWithinMonths',
  'revenueInYear',
  'cashOutProbabilityAtMost',
] as const satisfies readonly Goal['kind'][];

export const BusinessGoalSeekRequestSchema = z
  .strictObject({ input: SimulationInputSchema, goal: GoalSchema, seed: RunOptionsShape.seed })
  .superRefine((request, ctx) =>
    checkInputMonths(request.input, GOAL_HORIZON_MONTHS, ['input'], ctx),
  );
export type BusinessGoalSeekRequest = z.infer<typeof BusinessGoalSeekRequestSchema>;

/**
 * The success score (the prediction model's 5-year survival probability, not the simulator's
 * cash figure) of at least `targetProbability`, searched over the calculator's inputs.
 */
export const SCORE_GOAL_KIND = 'successScoreAtLeast';
export const ScoreGoalSchema = z.strictObject({
  kind: z.literal(SCORE_GOAL_KIND),
  targetProbability: ShareSchema,
});
export type ScoreGoal = z.infer<typeof ScoreGoalSchema>;

export const ScoreGoalSeekRequestSchema = z.strictObject({
  input: CalculatorInputSchema,
  goal: ScoreGoalSchema,
});
export type ScoreGoalSeekRequest = z.infer<typeof ScoreGoalSeekRequestSchema>;

const AnyGoalSchema = z.discriminatedUnion('kind', [...GoalSchema.options, ScoreGoalSchema]);

/**
 * One body for every goal: the goal's kind decides how `input` is read (a simulator plan, or a
 * calculator input for the success score). Checked in two steps so a wrong field is named by its
 * own path (`input.capitalInvestment`) rather than as a failed union at the root.
 */
export const GoalSeekRequestSchema = z
  .strictObject({
    input: z.record(z.string(), z.unknown()).meta({
      description: `A simulator plan, or a calculator input when goal.kind is ${SCORE_GOAL_KIND}.`,
    }),
    goal: AnyGoalSchema,
    seed: RunOptionsShape.seed,
  })
  .transform((body, ctx): BusinessGoalSeekRequest | ScoreGoalSeekRequest => {
    const parsed =
      body.goal.kind === SCORE_GOAL_KIND
        ? ScoreGoalSeekRequestSchema.safeParse(body)
        : BusinessGoalSeekRequestSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
export type GoalSeekRequest = z.infer<typeof GoalSeekRequestSchema>;

/** True when the request asks for the success score. */
export const isScoreGoalRequest = (request: GoalSeekRequest): request is ScoreGoalSeekRequest =>
  request.goal.kind === SCORE_GOAL_KIND;

const GoalStatusSchema = z.enum(['already_met', 'reached', 'out_of_reach']);

/** A plan's changes in order: the lever, its new value(s) and the step on the lever's ladder. */
const planChangesSchema = <Lever extends z.ZodType, Values extends z.ZodRawShape>(
  lever: Lever,
  values: Values,
) => z.array(z.object({ lever, ...values, step: z.number().int() }));

/** What a plan costs (effort) and how far it stays from the goal (gap). */
const planCostShape = { effort: z.number(), gap: z.number() };

const GoalPlanSchema = z.object({
  changes: planChangesSchema(z.string(), { value: z.union([z.number(), z.string()]) }),
  ...planCostShape,
  input: SimulationInputSchema,
  achieved: ShareSchema,
});
export type GoalPlan = z.infer<typeof GoalPlanSchema>;

export const BusinessGoalSeekResponseSchema = z.object({
  status: GoalStatusSchema,
  seed: z.number().int(),
  months: z.number().int(),
  paths: z.number().int(),
  baseGap: z.number(),
  baseAchieved: ShareSchema,
  plans: z.array(GoalPlanSchema),
  best: GoalPlanSchema.nullable(),
  evaluations: z.number().int(),
  truncated: z.boolean(),
});
export type BusinessGoalSeekResponse = z.infer<typeof BusinessGoalSeekResponseSchema>;

/** The calculator inputs the success-score search may change: the founder's own choices. */
export const SCORE_LEVERS = SCORE_LEVER_IDS as [ScoreLeverId, ...ScoreLeverId[]];
const leverValue = z.union([z.number(), z.string()]);

const ScoreGoalPlanSchema = z.object({
  changes: planChangesSchema(z.enum(SCORE_LEVERS), { from: leverValue, to: leverValue }),
  /** New money the plan needs, USD (the capital it adds; 0 when capital is unchanged). */
  newMoneyUsd: z.number().nonnegative(),
  ...planCostShape,
  input: CalculatorInputSchema,
  /** The model's exact 5-year survival probability for `input`. */
  probability: ShareSchema,
});
export type ScoreGoalPlan = z.infer<typeof ScoreGoalPlanSchema>;

export const ScoreGoalSeekResponseSchema = z.object({
  goalKind: z.literal(SCORE_GOAL_KIND),
  status: GoalStatusSchema,
  targetProbability: ShareSchema,
  baseProbability: ShareSchema,
  baseGap: z.number(),
  plans: z.array(ScoreGoalPlanSchema),
  best: ScoreGoalPlanSchema.nullable(),
  /** The best plan that needs no new money, when the goal is not already met. */
  withoutNewMoney: ScoreGoalPlanSchema.nullable(),
  levers: z.array(
    z.object({
      id: z.enum(SCORE_LEVERS),
      values: z.array(leverValue),
      effortPerStep: z.number(),
    }),
  ),
  evaluations: z.number().int(),
  truncated: z.boolean(),
  modelVersion: z.string(),
});
export type ScoreGoalSeekResponse = z.infer<typeof ScoreGoalSeekResponseSchema>;

/** The success-score answer carries `goalKind`; the simulator goals' answer does not. */
export const GoalSeekResponseSchema = z.union([
  ScoreGoalSeekResponseSchema,
  BusinessGoalSeekResponseSchema,
]);
export type GoalSeekResponse = z.infer<typeof GoalSeekResponseSchema>;

export const createGoalSearch = defineEndpoint({
  method: 'POST',
  path: '/api/goal-seek',
  summary: `The smallest sets of changes that reach a goal, cheapest first, or how close the best plan gets. Simulator goals change the plan and re-run each plan with the same seed; ${SCORE_GOAL_KIND} changes the calculator inputs a founder controls and reports the prediction model's exact probability for each plan. Anonymous.`,
  tags: ['simulation'],
  auth: 'public',
  body: GoalSeekRequestSchema,
  bodyLimit: SIMULATION_BODY_LIMIT_BYTES,
  response: GoalSeekResponseSchema,
});
