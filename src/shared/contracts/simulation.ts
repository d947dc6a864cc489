import { z } from 'zod';
import {
  MAX_CUSTOMERS,
  MAX_MONEY_USD,
  MAX_MONTHLY_RATE,
  MAX_MONTHS,
  MAX_PATHS,
  MAX_RECESSION_SEVERITY,
  MAX_USER_SCENARIOS,
  type ScoreLeverId,
} from '#engine/simulation';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import { defineEndpoint } from './endpoint';
import { safeText } from './text';

/**
 * Business simulator and goal search. Money is nominal US dollars; rates are fractions per month
 * (0.05 = 5% a month); months are 1-based. Ranges are the engine's (src/engine/simulation/README.md).
 */

/** One request may simulate at most this many path-months over all its scenarios (about 0.4 s). */
export const MAX_PATH_MONTHS_PER_REQUEST = MAX_PATHS * 60;
export const SCENARIO_NAME_MAX_LENGTH = 80;
/** Saved scenarios per business (the engine compares at most this many user scenarios). */
export const SCENARIOS_PER_BUSINESS_MAX = MAX_USER_SCENARIOS;
export const SIMULATION_BODY_LIMIT_BYTES = 32 * 1024;
export { MAX_PATHS, MAX_MONTHS, MAX_USER_SCENARIOS };

const money = z.number().min(0).max(MAX_MONEY_USD);
const rate = z.number().min(0).max(MAX_MONTHLY_RATE);
const month = z.int().min(1).max(MAX_MONTHS);
const share = z.number().min(0).max(1);

export const RecessionSchema = z.strictObject({
  startMonth: month,
  durationMonths: month.optional(),
  severity: z.number().min(0).max(MAX_RECESSION_SEVERITY).optional(),
});

export const SimulationInputSchema = z.strictObject({
  startingCapital: money,
  monthlyFixedCosts: money,
  pricePerCustomerMonth: money,
  unitCostPerCustomerMonth: money,
  startingCustomers: z.number().min(0).max(MAX_CUSTOMERS),
  monthlyGrowth: z.strictObject({ mean: rate, sd: rate }),
  monthlyChurn: rate,
  extraFunding: z.strictObject({ amount: money, month }).nullable().optional(),
  recession: RecessionSchema.nullable().optional(),
});
export type SimulationInput = z.infer<typeof SimulationInputSchema>;

const RunOptionsShape = {
  seed: z.int().min(0).optional(),
  paths: z
    .int()
    .min(1)
    .max(MAX_PATHS, `At most ${MAX_PATHS.toLocaleString('en-US')} paths per run`)
    .optional(),
  months: z.int().min(12).max(MAX_MONTHS).optional(),
};

/** Months named inside an input must fall within the run's horizon. */
const checkInputMonths = (
  input: SimulationInput,
  months: number,
  at: string[],
  ctx: z.RefinementCtx,
) => {
  if (input.extraFunding && input.extraFunding.month > months)
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'extraFunding', 'month'],
      message: `Must be within the ${months}-month horizon`,
    });
  if (input.recession && input.recession.startMonth > months)
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'recession', 'startMonth'],
      message: `Must be within the ${months}-month horizon`,
    });
};

export const UserScenarioRunSchema = z.strictObject({
  id: z.string().min(1).max(64),
  input: SimulationInputSchema,
});

export const SimulateRequestSchema = z
  .strictObject({
    input: SimulationInputSchema,
    ...RunOptionsShape,
    presets: z
      .array(z.enum(['base', 'best', 'worst']))
      .max(3)
      .optional(),
    userScenarios: z
      .array(UserScenarioRunSchema)
      .max(MAX_USER_SCENARIOS, `At most ${MAX_USER_SCENARIOS} user scenarios`)
      .optional(),
  })
  .superRefine((request, ctx) => {
    const months = request.months ?? 60;
    checkInputMonths(request.input, months, ['input'], ctx);
    request.userScenarios?.forEach((scenario, index) =>
      checkInputMonths(scenario.input, months, ['userScenarios', String(index), 'input'], ctx),
    );
    const runs = (request.presets?.length ?? 3) + (request.userScenarios?.length ?? 0);
    if ((request.paths ?? 10_000) * months * runs > MAX_PATH_MONTHS_PER_REQUEST)
      ctx.addIssue({
        code: 'custom',
        path: ['paths'],
        message: `paths × months × scenarios must be at most ${MAX_PATH_MONTHS_PER_REQUEST.toLocaleString('en-US')}`,
      });
  });
export type SimulateRequest = z.infer<typeof SimulateRequestSchema>;

const BandSchema = z.object({ p10: z.number(), p50: z.number(), p90: z.number() });
const BandSeriesSchema = z.object({
  p10: z.array(z.number()),
  p50: z.array(z.number()),
  p90: z.array(z.number()),
});
const nullableMonth = z.number().int().nullable();

export const SimulationResultSchema = z.object({
  seed: z.number().int(),
  paths: z.number().int(),
  months: z.number().int(),
  breakEven: z.object({
    percentiles: z.object({
      p10: nullableMonth,
      p25: nullableMonth,
      p50: nullableMonth,
      p75: nullableMonth,
      p90: nullableMonth,
    }),
    histogram: z.array(z.object({ fromMonth: z.number().int(), toMonth: z.number().int(), share })),
    neverShare: share,
    cumulativeShare: z.array(share),
  }),
  cashOutBeforeBreakEvenProbability: share,
  cashOutProbability: share,
  survivalProbability: share,
  survivalByMonth: z.array(share),
  fundingGap: BandSchema,
  annualRevenue: z.array(BandSchema),
  monthly: z.object({ cash: BandSeriesSchema, revenue: BandSeriesSchema }).nullable(),
});
export type SimulationResult = z.infer<typeof SimulationResultSchema>;

export const ScenarioRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['base', 'best', 'worst', 'user']),
  input: SimulationInputSchema,
  result: SimulationResultSchema,
});
export type ScenarioRunResult = z.infer<typeof ScenarioRunSchema>;

export const SimulateResponseSchema = z.object({ scenarios: z.array(ScenarioRunSchema) });
export type SimulateResponse = z.infer<typeof SimulateResponseSchema>;

/** The goal search always runs the five-year horizon. */
export const GOAL_HORIZON_MONTHS = 60;

/** What the goal-based simulator can aim for; `probability` is the share of paths that must meet it. */
export const GoalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('survivalAtLeast'), probability: share }),
  z.strictObject({
    kind: z.literal('breakEvenWithinMonths'),
    months: z.int().min(1).max(GOAL_HORIZON_MONTHS),
    probability: share.optional(),
  }),
  z.strictObject({
    kind: z.literal('revenueInYear'),
    year: z
      .int()
      .min(1)
      .max(MAX_MONTHS / 12),
    amount: money,
    probability: share.optional(),
  }),
  z.strictObject({ kind: z.literal('cashOutProbabilityAtMost'), probability: share }),
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
  targetProbability: share,
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

const GoalPlanSchema = z.object({
  changes: z.array(
    z.object({
      lever: z.string(),
      value: z.union([z.number(), z.string()]),
      step: z.number().int(),
    }),
  ),
  effort: z.number(),
  gap: z.number(),
  input: SimulationInputSchema,
  achieved: share,
});
export type GoalPlan = z.infer<typeof GoalPlanSchema>;

export const BusinessGoalSeekResponseSchema = z.object({
  status: z.enum(['already_met', 'reached', 'out_of_reach']),
  seed: z.number().int(),
  months: z.number().int(),
  paths: z.number().int(),
  baseGap: z.number(),
  baseAchieved: share,
  plans: z.array(GoalPlanSchema),
  best: GoalPlanSchema.nullable(),
  evaluations: z.number().int(),
  truncated: z.boolean(),
});
export type BusinessGoalSeekResponse = z.infer<typeof BusinessGoalSeekResponseSchema>;

/** The calculator inputs the success-score search may change (engine: SCORE_LEVER_EFFORT). */
export const SCORE_LEVERS = [
  'marketingStrategy',
  'capitalInvestment',
  'fundingNeeds',
  'competitionLevel',
  'marketSize',
  'experience',
  'operationScale',
  'customerType',
  'productType',
] as const satisfies readonly ScoreLeverId[];
const leverValue = z.union([z.number(), z.string()]);

const ScoreGoalPlanSchema = z.object({
  changes: z.array(
    z.object({
      lever: z.enum(SCORE_LEVERS),
      from: leverValue,
      to: leverValue,
      step: z.number().int(),
    }),
  ),
  effort: z.number(),
  gap: z.number(),
  input: CalculatorInputSchema,
  /** The model's exact 5-year survival probability for `input`. */
  probability: share,
});
export type ScoreGoalPlan = z.infer<typeof ScoreGoalPlanSchema>;

export const ScoreGoalSeekResponseSchema = z.object({
  goalKind: z.literal(SCORE_GOAL_KIND),
  status: z.enum(['already_met', 'reached', 'out_of_reach']),
  targetProbability: share,
  baseProbability: share,
  baseGap: z.number(),
  plans: z.array(ScoreGoalPlanSchema),
  best: ScoreGoalPlanSchema.nullable(),
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

export const ScenarioNameSchema = safeText()
  .trim()
  .min(1, 'This field is required')
  .max(SCENARIO_NAME_MAX_LENGTH, `Must be no more than ${SCENARIO_NAME_MAX_LENGTH} characters`);

export const SavedScenarioSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  name: z.string(),
  input: SimulationInputSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedScenario = z.infer<typeof SavedScenarioSchema>;

export const CreateScenarioRequestSchema = z.strictObject({
  name: ScenarioNameSchema,
  input: SimulationInputSchema,
});
export type CreateScenarioRequest = z.infer<typeof CreateScenarioRequestSchema>;

export const UpdateScenarioRequestSchema = z
  .strictObject({ name: ScenarioNameSchema.optional(), input: SimulationInputSchema.optional() })
  .refine((body) => body.name !== undefined || body.input !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateScenarioRequest = z.infer<typeof UpdateScenarioRequestSchema>;

export const BusinessScenariosParamsSchema = z.object({
  businessId: z.uuid('Must be a valid id'),
});
export const ScenarioParamsSchema = z.object({ id: z.uuid('Must be a valid id') });
export const ScenarioListResponseSchema = z.object({ scenarios: z.array(SavedScenarioSchema) });
export type ScenarioListResponse = z.infer<typeof ScenarioListResponseSchema>;

export const simulate = defineEndpoint({
  method: 'POST',
  path: '/api/simulate',
  summary: `Monte Carlo of a business plan: base, best and worst cases plus up to ${MAX_USER_SCENARIOS} user scenarios on one seed (at most ${MAX_PATHS.toLocaleString('en-US')} paths). Anonymous; nothing is saved.`,
  tags: ['simulation'],
  auth: 'public',
  body: SimulateRequestSchema,
  bodyLimit: SIMULATION_BODY_LIMIT_BYTES,
  response: SimulateResponseSchema,
});

export const seekGoal = defineEndpoint({
  method: 'POST',
  path: '/api/goal-seek',
  summary: `The smallest sets of changes that reach a goal, cheapest first, or how close the best plan gets. Simulator goals change the plan and re-run each plan with the same seed; ${SCORE_GOAL_KIND} changes the calculator inputs a founder controls and reports the prediction model's exact probability for each plan. Anonymous.`,
  tags: ['simulation'],
  auth: 'public',
  body: GoalSeekRequestSchema,
  bodyLimit: SIMULATION_BODY_LIMIT_BYTES,
  response: GoalSeekResponseSchema,
});

export const findScenarios = defineEndpoint({
  method: 'GET',
  path: '/api/businesses/:businessId/scenarios',
  summary: 'Saved simulator scenarios of one of your businesses, oldest first. 404 for any other.',
  tags: ['simulation'],
  auth: 'user',
  params: BusinessScenariosParamsSchema,
  response: ScenarioListResponseSchema,
});

export const createScenario = defineEndpoint({
  method: 'POST',
  path: '/api/businesses/:businessId/scenarios',
  summary: `Save a simulator scenario for one of your businesses (at most ${SCENARIOS_PER_BUSINESS_MAX}; the next answers 409).`,
  tags: ['simulation'],
  auth: 'user',
  params: BusinessScenariosParamsSchema,
  body: CreateScenarioRequestSchema,
  bodyLimit: SIMULATION_BODY_LIMIT_BYTES,
  response: SavedScenarioSchema,
  successStatus: 201,
});

export const updateScenario = defineEndpoint({
  method: 'PATCH',
  path: '/api/scenarios/:id',
  summary: 'Rename a saved scenario or change its inputs. 404 unless it is yours.',
  tags: ['simulation'],
  auth: 'user',
  params: ScenarioParamsSchema,
  body: UpdateScenarioRequestSchema,
  bodyLimit: SIMULATION_BODY_LIMIT_BYTES,
  response: SavedScenarioSchema,
});

export const deleteScenario = defineEndpoint({
  method: 'DELETE',
  path: '/api/scenarios/:id',
  summary: 'Delete a saved scenario. 404 unless it is yours.',
  tags: ['simulation'],
  auth: 'user',
  params: ScenarioParamsSchema,
  // A 204 has no body: the client reads it as undefined.
  response: z.null().optional(),
  successStatus: 204,
});
