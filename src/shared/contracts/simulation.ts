import { z } from 'zod';
import { MAX_RECESSION_SEVERITY } from '#engine/simulation/recession';
import { MAX_USER_SCENARIOS } from '#engine/simulation/scenarios';
import {
  MAX_CUSTOMERS,
  MAX_MONEY_USD,
  MAX_MONTHLY_RATE,
  MAX_MONTHS,
  MAX_PATHS,
} from '#engine/simulation/simulation-input';
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

export const GoalSeekRequestSchema = z
  .strictObject({ input: SimulationInputSchema, goal: GoalSchema, seed: RunOptionsShape.seed })
  .superRefine((request, ctx) =>
    checkInputMonths(request.input, GOAL_HORIZON_MONTHS, ['input'], ctx),
  );
export type GoalSeekRequest = z.infer<typeof GoalSeekRequestSchema>;

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

export const GoalSeekResponseSchema = z.object({
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
  summary:
    'The smallest sets of plan changes that reach a goal, cheapest first, each re-run with the same seed; or how close the best plan gets. Anonymous.',
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
