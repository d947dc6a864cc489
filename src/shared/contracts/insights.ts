import { z } from 'zod';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import { defineEndpoint } from './endpoint';

/** How many single changes (the largest lift first) and risks an insight lists. */
export const INSIGHT_LIFTS_MAX = 4;
export const INSIGHT_RISKS_MAX = 3;
/** The language model's answer: a summary and at most this many points, each this long at most. */
export const NARRATIVE_SUMMARY_MAX_LENGTH = 800;
export const NARRATIVE_POINTS_MAX = 5;
export const NARRATIVE_POINT_MAX_LENGTH = 300;

const InputNameSchema = CalculatorInputSchema.keyof();
const InputValueSchema = z.union([z.string(), z.number()]);
/** Percentage points with one decimal, e.g. 3.2 = 3.2 points of 5-year survival probability. */
const PointsSchema = z.number();
const TimestampSchema = z.iso.datetime({ offset: true });

export const InsightScoreSchema = z.object({
  /** The engine's success score, 0-100. */
  score: z.number().int().min(0).max(100),
  /** The 5-year survival probability in points (one decimal) and its 80% interval. */
  probabilityPoints: PointsSchema,
  intervalLowPoints: PointsSchema,
  intervalHighPoints: PointsSchema,
});

export const InsightChangeSchema = z.object({
  fromScore: z.number().int(),
  toScore: z.number().int(),
  /** Later probability minus earlier probability, in points. */
  probabilityChangePoints: PointsSchema,
  inputChanges: z.array(
    z.object({ input: InputNameSchema, from: InputValueSchema, to: InputValueSchema }),
  ),
  /**
   * The engine's attribution of the change: each input's contribution in the later run minus the
   * earlier one (Shapley values; an unchanged input may move a little through interactions).
   */
  attribution: z.array(z.object({ input: InputNameSchema, deltaPoints: PointsSchema })),
  /** The sector baseline's own change (non-zero only when the sector or place changed). */
  baselineChangePoints: PointsSchema,
});
export type InsightChange = z.infer<typeof InsightChangeSchema>;

export const InsightLiftSchema = z.object({
  /** Always one of the founder's own choices (engine founder-choices). */
  input: InputNameSchema,
  from: InputValueSchema,
  to: InputValueSchema,
  probabilityPoints: PointsSchema,
  liftPoints: PointsSchema,
});
export type InsightLift = z.infer<typeof InsightLiftSchema>;

export const InsightRiskSchema = z.object({
  input: InputNameSchema,
  value: InputValueSchema,
  /** Negative: how many points this input takes off against the sector baseline. */
  deltaPoints: PointsSchema,
  /** Whether the founder can change it (else it describes the business). */
  founderChoice: z.boolean(),
});
export type InsightRisk = z.infer<typeof InsightRiskSchema>;

export const InsightSchema = z.object({
  current: InsightScoreSchema,
  sector: CalculatorInputSchema.shape.sector,
  change: InsightChangeSchema.nullable(),
  /** Single changes a founder can make, largest lift first; empty when none helps. */
  lifts: z.array(InsightLiftSchema).max(INSIGHT_LIFTS_MAX),
  risks: z.array(InsightRiskSchema).max(INSIGHT_RISKS_MAX),
  modelVersion: z.string(),
});
export type Insight = z.infer<typeof InsightSchema>;

const RunRefSchema = z.object({ id: z.string(), title: z.string(), createdAt: TimestampSchema });

export const InsightGroupSchema = z.object({
  /** null: the saved calculations not linked to a business. */
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  runCount: z.number().int().nonnegative(),
  latestRun: RunRefSchema.nullable(),
  previousRun: RunRefSchema.nullable(),
  /** null when there is nothing to read (no saved calculation and no business inputs). */
  insight: InsightSchema.nullable(),
});
export type InsightGroup = z.infer<typeof InsightGroupSchema>;

export const InsightsOverviewSchema = z.object({
  groups: z.array(InsightGroupSchema),
  /** Whether a language model is configured to write narratives. */
  narrativeAvailable: z.boolean(),
});
export type InsightsOverview = z.infer<typeof InsightsOverviewSchema>;

export const BusinessInsightSchema = z.object({
  group: InsightGroupSchema,
  narrativeAvailable: z.boolean(),
});
export type BusinessInsight = z.infer<typeof BusinessInsightSchema>;

export const BusinessInsightParamsSchema = z.strictObject({
  businessId: z.uuid({ error: 'Must be a valid id' }),
});

export const NARRATIVE_LANGUAGES = ['en', 'tr'] as const;
export const NarrativeRequestSchema = z.strictObject({
  businessId: z.uuid({ error: 'Must be a valid id' }).nullable(),
  language: z.enum(NARRATIVE_LANGUAGES),
});
export type NarrativeRequest = z.infer<typeof NarrativeRequestSchema>;

/** What the language model must answer (validated before any number is checked). */
export const ModelNarrativeSchema = z.strictObject({
  summary: z.string().trim().min(1).max(NARRATIVE_SUMMARY_MAX_LENGTH),
  points: z
    .array(z.string().trim().min(1).max(NARRATIVE_POINT_MAX_LENGTH))
    .max(NARRATIVE_POINTS_MAX),
});
export type ModelNarrative = z.infer<typeof ModelNarrativeSchema>;

/** Why the deterministic text is shown instead of a machine-written one. */
export const NARRATIVE_FALLBACK_REASONS = [
  'not_configured',
  'no_insight',
  'rejected_numbers',
  'invalid_answer',
  'timeout',
  'unavailable',
] as const;
export type NarrativeFallbackReason = (typeof NARRATIVE_FALLBACK_REASONS)[number];

export const NarrativeResponseSchema = z.discriminatedUnion('source', [
  ModelNarrativeSchema.extend({ source: z.literal('model'), model: z.string() }),
  z.object({ source: z.literal('engine'), reason: z.enum(NARRATIVE_FALLBACK_REASONS) }),
]);
export type NarrativeResponse = z.infer<typeof NarrativeResponseSchema>;

const TAGS = ['insights'] as const;

export const getInsights = defineEndpoint({
  method: 'GET',
  path: '/api/insights',
  summary:
    "Insights over the signed-in user's saved calculations, per business: what changed, the largest single lift, the dominant risks.",
  tags: TAGS,
  auth: 'user',
  response: InsightsOverviewSchema,
});

export const getBusinessInsight = defineEndpoint({
  method: 'GET',
  path: '/api/insights/businesses/:businessId',
  summary: 'The insight for one of your businesses. 404 for any other id.',
  tags: TAGS,
  auth: 'user',
  params: BusinessInsightParamsSchema,
  response: BusinessInsightSchema,
});

export const createInsightNarrative = defineEndpoint({
  method: 'POST',
  path: '/api/insights/narrative',
  summary:
    "A language model's narrative of one insight, written from the engine's numbers only and checked against them; the deterministic text otherwise.",
  tags: TAGS,
  auth: 'user',
  body: NarrativeRequestSchema,
  response: NarrativeResponseSchema,
});
