import { z } from 'zod';
import {
  MAX_CUSTOMERS,
  MAX_MONEY_USD,
  MAX_MONTHLY_RATE,
  MAX_MONTHS,
  MAX_PATHS,
  MAX_RECESSION_SEVERITY,
  MAX_USER_SCENARIOS,
  type BusinessSimulationInput,
  type BusinessSimulationResult,
} from '#engine/simulation';
import { type Equals, tie } from '../type-ties';
import { defineEndpoint } from './endpoint';

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

/** An amount of nominal US dollars within the engine's range. */
export const MoneySchema = z.number().min(0).max(MAX_MONEY_USD);
const rate = z.number().min(0).max(MAX_MONTHLY_RATE);
const month = z.int().min(1).max(MAX_MONTHS);
/** A share of paths or a probability, 0..1. */
export const ShareSchema = z.number().min(0).max(1);

export const RecessionSchema = z.strictObject({
  startMonth: month,
  durationMonths: month.optional(),
  severity: z.number().min(0).max(MAX_RECESSION_SEVERITY).optional(),
});

export const SimulationInputSchema = z.strictObject({
  startingCapital: MoneySchema,
  monthlyFixedCosts: MoneySchema,
  pricePerCustomerMonth: MoneySchema,
  unitCostPerCustomerMonth: MoneySchema,
  startingCustomers: z.number().min(0).max(MAX_CUSTOMERS),
  monthlyGrowth: z.strictObject({ mean: rate, sd: rate }),
  monthlyChurn: rate,
  extraFunding: z.strictObject({ amount: MoneySchema, month }).nullable().optional(),
  recession: RecessionSchema.nullable().optional(),
});
export type SimulationInput = z.infer<typeof SimulationInputSchema>;
tie<Equals<BusinessSimulationInput, SimulationInput>>(true);

export const RunOptionsShape = {
  seed: z.int().min(0).optional(),
  paths: z
    .int()
    .min(1)
    .max(MAX_PATHS, `At most ${MAX_PATHS.toLocaleString('en-US')} paths per run`)
    .optional(),
  months: z.int().min(12).max(MAX_MONTHS).optional(),
};

/** Months named inside an input must fall within the run's horizon. */
export const checkInputMonths = (
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

/** A request's work in path-months: paths × months × scenario runs (what the server budgets). */
export const simulationWork = (
  request: Pick<SimulateRequest, 'paths' | 'months' | 'presets' | 'userScenarios'>,
) =>
  (request.paths ?? 10_000) *
  (request.months ?? 60) *
  ((request.presets?.length ?? 3) + (request.userScenarios?.length ?? 0));

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
    if (simulationWork(request) > MAX_PATH_MONTHS_PER_REQUEST)
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
    histogram: z.array(
      z.object({ fromMonth: z.number().int(), toMonth: z.number().int(), share: ShareSchema }),
    ),
    neverShare: ShareSchema,
    cumulativeShare: z.array(ShareSchema),
  }),
  cashOutBeforeBreakEvenProbability: ShareSchema,
  cashOutProbability: ShareSchema,
  survivalProbability: ShareSchema,
  survivalByMonth: z.array(ShareSchema),
  fundingGap: BandSchema,
  annualRevenue: z.array(BandSchema),
  monthly: z.object({ cash: BandSeriesSchema, revenue: BandSeriesSchema }).nullable(),
});
export type SimulationResult = z.infer<typeof SimulationResultSchema>;
tie<Equals<BusinessSimulationResult, SimulationResult>>(true);

export const ScenarioRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['base', 'best', 'worst', 'user']),
  input: SimulationInputSchema,
  result: SimulationResultSchema,
});
export type ScenarioRunResult = z.infer<typeof ScenarioRunSchema>;

export const SimulateResponseSchema = z.object({ scenarios: z.array(ScenarioRunSchema) });
export type SimulateResponse = z.infer<typeof SimulateResponseSchema>;

export const createSimulation = defineEndpoint({
  method: 'POST',
  path: '/api/simulate',
  summary: `Monte Carlo of a business plan: base, best and worst cases plus up to ${MAX_USER_SCENARIOS} user scenarios on one seed (at most ${MAX_PATHS.toLocaleString('en-US')} paths). Anonymous; nothing is saved.`,
  tags: ['simulation'],
  auth: 'public',
  body: SimulateRequestSchema,
  bodyLimit: SIMULATION_BODY_LIMIT_BYTES,
  response: SimulateResponseSchema,
});
