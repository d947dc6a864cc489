import { z } from 'zod';
import { COMPETITION_LEVELS, SECTOR_CODES, type Sector } from '#engine/inputs';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import { PredictionResultSchema } from './calculator';
import { defineEndpoint } from './endpoint';

/** One user keeps at most this many analyses listed; older ones stay reachable by id. */
export const ANALYSIS_REPORTS_LIST_LIMIT = 100;

const IdSchema = z.uuid({ error: 'Must be a valid id' });
const TimestampSchema = z.iso.datetime({ offset: true });
const DateSchema = z.iso.date();
const ParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const REPORT_PHASES = ['validate', 'prepare', 'launch', 'review'] as const;
export const ReportPhaseSchema = z.enum(REPORT_PHASES);
export type ReportPhase = z.infer<typeof ReportPhaseSchema>;

export const REPORT_RESOURCES = [
  'templates',
  'knowledgeBase',
  'blog',
  'simulator',
  'calculator',
] as const;
export type ReportResource = (typeof REPORT_RESOURCES)[number];

export const SectorSchema = z.enum(SECTOR_CODES as [Sector, ...Sector[]]);

/**
 * A text of the report, stored as codes so the same report reads in either language: a message of
 * the `analysis` namespace, an engine text code, or a curated knowledge-base text of a sector.
 * `source` names the source of a factual claim (src/shared/analysis/knowledge-base.ts).
 */
export const ReportTextSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    key: z.string(),
    params: ParamsSchema.optional(),
    source: z.string().optional(),
  }),
  z.object({ kind: z.literal('engine'), code: z.string(), params: ParamsSchema.optional() }),
  z.object({
    kind: z.literal('knowledge'),
    sector: SectorSchema,
    entry: z.enum(['opportunity', 'threat', 'competition']),
  }),
]);
export type ReportText = z.infer<typeof ReportTextSchema>;

const FiguresSchema = z.object({
  survival5: z.number(),
  survival1: z.number(),
  newFirmsEarlier: z.number(),
  newFirmsLater: z.number(),
  newFirmShareLater: z.number(),
});

export const ReportBodySchema = z.object({
  sector: SectorSchema,
  overview: z.object({
    score: z.number().int().min(0).max(100),
    probability: z.number().min(0).max(1),
    interval: z.object({ low: z.number(), high: z.number() }),
    band: PredictionResultSchema.shape.band,
    label: PredictionResultSchema.shape.label,
    baselineProbability: z.number(),
    timeToSuccessMonths: z.object({ low: z.number(), high: z.number() }),
    modelVersion: z.string(),
    inputHash: z.string(),
  }),
  swot: z.object({
    strengths: z.array(ReportTextSchema),
    weaknesses: z.array(ReportTextSchema),
    opportunities: z.array(ReportTextSchema),
    threats: z.array(ReportTextSchema),
  }),
  competition: z.object({
    intensity: z.enum(COMPETITION_LEVELS),
    points: z.array(ReportTextSchema),
  }),
  market: z.object({
    sector: FiguresSchema,
    allSectors: FiguresSchema,
    source: z.string(),
    /** The founding years whose survival the figures average. */
    cohorts: z.object({ first: z.number().int(), last: z.number().int() }),
    /** The two years whose new firms the figures compare. */
    years: z.object({ earlier: z.number().int(), later: z.number().int() }),
  }),
  timeline: z.array(z.object({ phase: ReportPhaseSchema, fromDay: z.number(), toDay: z.number() })),
  resources: z.array(z.enum(REPORT_RESOURCES)),
  nextSteps: z.array(ReportTextSchema),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

export const ActionStepSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  text: ReportTextSchema,
  phase: ReportPhaseSchema,
  dueOn: DateSchema,
  done: z.boolean(),
  doneAt: TimestampSchema.nullable(),
});
export type ActionStep = z.infer<typeof ActionStepSchema>;

export const ReportSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  title: z.string(),
  input: CalculatorInputSchema,
  report: ReportBodySchema,
  steps: z.array(ActionStepSchema),
  createdAt: TimestampSchema,
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportSummarySchema = z.object({
  id: z.string(),
  businessId: z.string(),
  title: z.string(),
  score: z.number().int(),
  band: PredictionResultSchema.shape.band,
  modelVersion: z.string(),
  stepsTotal: z.number().int(),
  stepsDone: z.number().int(),
  createdAt: TimestampSchema,
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportListSchema = z.object({ items: z.array(ReportSummarySchema) });
export type ReportList = z.infer<typeof ReportListSchema>;

export const CreateReportRequestSchema = z.strictObject({ businessId: IdSchema });
export type CreateReportRequest = z.infer<typeof CreateReportRequestSchema>;

export const ReportParamsSchema = z.strictObject({ id: IdSchema });
export const ActionStepParamsSchema = z.strictObject({ id: IdSchema, stepId: IdSchema });
export const UpdateActionStepRequestSchema = z.strictObject({
  done: z.boolean({ error: 'Must be true or false' }),
});
export type UpdateActionStepRequest = z.infer<typeof UpdateActionStepRequestSchema>;

export const ActionPlansSchema = z.object({
  plans: z.array(
    z.object({
      analysisId: z.string(),
      title: z.string(),
      createdAt: TimestampSchema,
      steps: z.array(ActionStepSchema),
    }),
  ),
});
export type ActionPlans = z.infer<typeof ActionPlansSchema>;

const TAGS = ['analysis-reports'] as const;

export const createReport = defineEndpoint({
  method: 'POST',
  path: '/api/analysis-reports',
  summary:
    'Build a comprehensive analysis of one of your businesses from its latest saved calculation (else its saved inputs) and save it with its action plan.',
  tags: TAGS,
  auth: 'user',
  body: CreateReportRequestSchema,
  response: ReportSchema,
  successStatus: 201,
});

export const findReports = defineEndpoint({
  method: 'GET',
  path: '/api/analysis-reports',
  summary: `Your analyses, newest first (at most ${ANALYSIS_REPORTS_LIST_LIMIT}).`,
  tags: TAGS,
  auth: 'user',
  response: ReportListSchema,
});

export const getReport = defineEndpoint({
  method: 'GET',
  path: '/api/analysis-reports/:id',
  summary: 'One of your analyses with its action plan. 404 for any other id.',
  tags: TAGS,
  auth: 'user',
  params: ReportParamsSchema,
  response: ReportSchema,
});

export const updateActionStep = defineEndpoint({
  method: 'PATCH',
  path: '/api/analysis-reports/:id/steps/:stepId',
  summary: 'Tick or untick one step of your action plan.',
  tags: TAGS,
  auth: 'user',
  params: ActionStepParamsSchema,
  body: UpdateActionStepRequestSchema,
  response: ActionStepSchema,
});

export const findActionPlans = defineEndpoint({
  method: 'GET',
  path: '/api/action-plans',
  summary: 'Every step of your analyses, grouped by analysis, newest analysis first.',
  tags: TAGS,
  auth: 'user',
  response: ActionPlansSchema,
});
