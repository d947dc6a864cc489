import { z } from 'zod';
import { EVIDENCE_KINDS } from '#engine/index';
import { defineEndpoint } from './endpoint';
import { safeText, singleLineName } from './text';

/** Validation experiments of a business and the Bayesian update of its estimate (issue 15). */
export const EXPERIMENTS_PER_BUSINESS_MAX = 20;
export const ENTRIES_PER_EXPERIMENT_MAX = 50;
export const EXPERIMENT_MEASURE_MAX_LENGTH = 200;
export const EVIDENCE_NOTE_MAX_LENGTH = 500;
/** Largest planned sample and largest count in one entry (the rule's cap bounds bigger ones anyway). */
export const EXPERIMENT_SAMPLE_MAX = 100_000;

const BODY_LIMIT_BYTES = 8 * 1024;

/** Validation texts the server and the form share (the page translates them by these constants). */
export const SUCCESSES_OVER_TRIALS_MESSAGE = 'Must not be more than the number asked';
export const EVIDENCE_DATE_FUTURE_MESSAGE = 'Must not be in the future';
export const EVIDENCE_DATE_BEFORE_DEFINITION_MESSAGE =
  'Must not be before the experiment was defined';
/**
 * A result's date may be one day either side of the server's UTC calendar: a founder's "today"
 * runs from UTC-12 to UTC+14, and the check must not refuse it.
 */
export const EVIDENCE_DATE_SLACK_DAYS = 1;

export const EvidenceKindSchema = z.enum(EVIDENCE_KINDS, { error: 'Choose a kind of experiment' });
export type { EvidenceKind } from '#engine/index';

const count = (minimum: number) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(minimum, `Must be at least ${minimum}`)
    .max(EXPERIMENT_SAMPLE_MAX, `Must be no more than ${EXPERIMENT_SAMPLE_MAX}`);

export const ExperimentCriterionSchema = z.strictObject({
  measure: singleLineName()
    .min(1, 'This field is required')
    .max(
      EXPERIMENT_MEASURE_MAX_LENGTH,
      `Must be no more than ${EXPERIMENT_MEASURE_MAX_LENGTH} characters`,
    ),
  /** The share of trials that must succeed, in percent. */
  criterionPercent: z
    .number({ error: 'Must be a number' })
    .min(1, 'Must be at least 1')
    .max(99, 'Must be no more than 99'),
  plannedSampleSize: count(1),
});

export const CreateExperimentRequestSchema = ExperimentCriterionSchema.extend({
  kind: EvidenceKindSchema,
});
export type CreateExperimentRequest = z.infer<typeof CreateExperimentRequestSchema>;

export const UpdateExperimentRequestSchema = ExperimentCriterionSchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { message: 'Nothing to update' },
);
export type UpdateExperimentRequest = z.infer<typeof UpdateExperimentRequestSchema>;

export const CreateEvidenceRequestSchema = z
  .strictObject({
    date: z.iso.date('Must be a date (YYYY-MM-DD)'),
    successes: count(0),
    trials: count(1),
    note: safeText()
      .trim()
      .max(EVIDENCE_NOTE_MAX_LENGTH, `Must be no more than ${EVIDENCE_NOTE_MAX_LENGTH} characters`)
      .optional(),
  })
  .refine((body) => body.successes <= body.trials, {
    message: SUCCESSES_OVER_TRIALS_MESSAGE,
    path: ['successes'],
  });
export type CreateEvidenceRequest = z.infer<typeof CreateEvidenceRequestSchema>;

export const EvidenceEntrySchema = z.object({
  id: z.uuid(),
  date: z.iso.date(),
  successes: z.number().int(),
  trials: z.number().int(),
  note: z.string(),
  recordedAt: z.iso.datetime(),
});
export type EvidenceEntry = z.infer<typeof EvidenceEntrySchema>;

export const ExperimentSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  kind: EvidenceKindSchema,
  measure: z.string(),
  criterionPercent: z.number(),
  plannedSampleSize: z.number().int(),
  /** True once a result is recorded: the criterion can no longer change. */
  locked: z.boolean(),
  createdAt: z.iso.datetime(),
  entries: z.array(EvidenceEntrySchema),
  /** What the rule reads from the results so far (engine's experimentEvidence). */
  evidence: z.object({
    successes: z.number().int(),
    trials: z.number().int(),
    chanceCriterionMet: z.number(),
    sampleWeight: z.number(),
    shiftLogOdds: z.number(),
  }),
});
export type Experiment = z.infer<typeof ExperimentSchema>;

const EstimateSchema = z.object({
  probability: z.number(),
  interval: z.object({ low: z.number(), high: z.number() }),
  demandFactor: z.number(),
  shiftLogOdds: z.number(),
  capped: z.boolean(),
});
export type ValidationEstimateView = z.infer<typeof EstimateSchema>;

export const ValidationViewSchema = z.object({
  prior: EstimateSchema,
  current: EstimateSchema,
  history: z.array(
    EstimateSchema.extend({ entryId: z.uuid(), experimentId: z.uuid(), date: z.iso.date() }),
  ),
});
export type ValidationView = z.infer<typeof ValidationViewSchema>;

export const ExperimentListResponseSchema = z.object({
  experiments: z.array(ExperimentSchema),
  /** Null while the business has no saved calculator inputs: no prior to update. */
  validation: ValidationViewSchema.nullable(),
  /** The rule's parameters, so the page states the numbers it uses. */
  rule: z.object({
    weights: z.record(EvidenceKindSchema, z.number()),
    capLogOdds: z.number(),
    halfWeightSample: z.number(),
  }),
});
export type ExperimentListResponse = z.infer<typeof ExperimentListResponseSchema>;

export const BusinessExperimentsParamsSchema = z.object({
  businessId: z.uuid('Must be a valid id'),
});
export const ExperimentParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

export const findExperiments = defineEndpoint({
  method: 'GET',
  path: '/api/businesses/:businessId/experiments',
  summary:
    'Validation experiments of one of your businesses, with the estimate updated by their evidence. 404 for any other.',
  tags: ['experiments'],
  auth: 'user',
  params: BusinessExperimentsParamsSchema,
  response: ExperimentListResponseSchema,
});

export const createExperiment = defineEndpoint({
  method: 'POST',
  path: '/api/businesses/:businessId/experiments',
  summary: `Define an experiment and its success criterion before running it (at most ${EXPERIMENTS_PER_BUSINESS_MAX} per business).`,
  tags: ['experiments'],
  auth: 'user',
  params: BusinessExperimentsParamsSchema,
  body: CreateExperimentRequestSchema,
  bodyLimit: BODY_LIMIT_BYTES,
  response: ExperimentSchema,
  successStatus: 201,
});

export const updateExperiment = defineEndpoint({
  method: 'PATCH',
  path: '/api/experiments/:id',
  summary: 'Change an experiment’s criterion; 409 once a result is recorded (criteria are locked).',
  tags: ['experiments'],
  auth: 'user',
  params: ExperimentParamsSchema,
  body: UpdateExperimentRequestSchema,
  bodyLimit: BODY_LIMIT_BYTES,
  response: ExperimentSchema,
});

export const deleteExperiment = defineEndpoint({
  method: 'DELETE',
  path: '/api/experiments/:id',
  summary: 'Delete an experiment and its results. 404 unless it is yours.',
  tags: ['experiments'],
  auth: 'user',
  params: ExperimentParamsSchema,
  response: z.null().optional(),
  successStatus: 204,
});

export const createEvidence = defineEndpoint({
  method: 'POST',
  path: '/api/experiments/:id/entries',
  summary: `Record a result (counts and date) of one of your experiments; results are never edited (at most ${ENTRIES_PER_EXPERIMENT_MAX}).`,
  tags: ['experiments'],
  auth: 'user',
  params: ExperimentParamsSchema,
  body: CreateEvidenceRequestSchema,
  bodyLimit: BODY_LIMIT_BYTES,
  response: ExperimentSchema,
  successStatus: 201,
});
