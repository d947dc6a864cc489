import { z } from 'zod';
import { bandsFromStarts } from '../bands';
import { defineEndpoint } from './endpoint';

/** Months after a saved calculation at which its founder is asked what happened. */
export const FOLLOW_UP_HORIZONS = [6, 12, 24] as const;
export type FollowUpHorizon = (typeof FOLLOW_UP_HORIZONS)[number];

/**
 * What a founder can answer. `pivoted` is still running but as a different business;
 * `neverStarted` is not a closure and the track record counts it apart.
 */
export const FOLLOW_UP_OUTCOMES = ['operating', 'pivoted', 'closed', 'neverStarted'] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];

/** Below this many judged answers (neverStarted excluded) a band shows no rate at all. */
export const TRACK_RECORD_MIN_ANSWERS = 20;

/**
 * The bands of the saved five-year probability (what the founder was shown), lower bound
 * inclusive, upper bound exclusive (the last one includes 1).
 */
export const TRACK_RECORD_BANDS = bandsFromStarts(
  { under30: 0, from30to50: 0.3, from50to70: 0.5, from70: 0.7 },
  1,
);
export type TrackRecordBandId = (typeof TRACK_RECORD_BANDS)[number]['id'];

const TimestampSchema = z.iso.datetime({ offset: true });
const probability = z.number().min(0).max(1);

export const FollowUpHorizonSchema = z.union([z.literal(6), z.literal(12), z.literal(24)], {
  error: 'Must be 6, 12 or 24 months',
});
export const FollowUpOutcomeSchema = z.enum(FOLLOW_UP_OUTCOMES, {
  error: 'Choose what happened: operating, pivoted, closed or never started',
});

/** One open question: what happened to the business of this calculation, `monthsAfter` on. */
export const DueFollowUpSchema = z.object({
  calculationId: z.string(),
  title: z.string(),
  savedAt: TimestampSchema,
  monthsAfter: FollowUpHorizonSchema,
  /** The moment the question opened: savedAt plus monthsAfter calendar months. */
  dueAt: TimestampSchema,
  /** The five-year probability shown when the calculation was saved. */
  predictedProbability: probability,
  /** The same prediction's survival at this horizon (from its survival curve). */
  predictedAtHorizon: probability,
});
export type DueFollowUp = z.infer<typeof DueFollowUpSchema>;

export const DueFollowUpsSchema = z.object({ items: z.array(DueFollowUpSchema) });
export type DueFollowUps = z.infer<typeof DueFollowUpsSchema>;

export const AnswerFollowUpRequestSchema = z.strictObject({
  calculationId: z.uuid({ error: 'Must be a valid id' }),
  monthsAfter: FollowUpHorizonSchema,
  outcome: FollowUpOutcomeSchema,
});
export type AnswerFollowUpRequest = z.infer<typeof AnswerFollowUpRequestSchema>;

export const FollowUpAnswerSchema = z.object({
  calculationId: z.string(),
  monthsAfter: FollowUpHorizonSchema,
  outcome: FollowUpOutcomeSchema,
  answeredAt: TimestampSchema,
});
export type FollowUpAnswer = z.infer<typeof FollowUpAnswerSchema>;

const IntervalSchema = z.object({ share: probability, low: probability, high: probability });

/** One band at one horizon. Rates appear only from TRACK_RECORD_MIN_ANSWERS judged answers on. */
export const TrackRecordCellSchema = z.object({
  band: z.enum(TRACK_RECORD_BANDS.map((band) => band.id) as [TrackRecordBandId]),
  /** Answers that say whether the business runs: operating, pivoted or closed. */
  judgedAnswers: z.number().int().nonnegative(),
  /** Answers saying the business never started: counted apart, never as a closure. */
  neverStarted: z.number().int().nonnegative(),
  /** False below the minimum: no shares, no observed rate, no predicted mean. */
  enoughAnswers: z.boolean(),
  /** Shares of the judged answers; null below the minimum. */
  shares: z
    .object({ operating: probability, pivoted: probability, closed: probability })
    .nullable(),
  /** Share still running (operating or pivoted) with its Wilson 95% interval; null below the minimum. */
  observed: IntervalSchema.nullable(),
  /** Mean of the saved predictions' survival at this horizon; null below the minimum. */
  predicted: probability.nullable(),
});
export type TrackRecordCell = z.infer<typeof TrackRecordCellSchema>;

export const TrackRecordSchema = z.object({
  minimumAnswers: z.number().int().positive(),
  totalAnswers: z.number().int().nonnegative(),
  horizons: z.array(
    z.object({ monthsAfter: FollowUpHorizonSchema, cells: z.array(TrackRecordCellSchema) }),
  ),
});
export type TrackRecord = z.infer<typeof TrackRecordSchema>;

const TAGS = ['follow-ups'] as const;

export const findDueFollowUps = defineEndpoint({
  method: 'GET',
  path: '/api/follow-ups',
  summary:
    'The signed-in user’s open follow-up questions: what happened 6, 12 or 24 months after a saved calculation.',
  tags: TAGS,
  auth: 'user',
  response: DueFollowUpsSchema,
});

export const createFollowUpAnswer = defineEndpoint({
  method: 'POST',
  path: '/api/follow-ups',
  summary:
    'Answer an open follow-up question once (owner only; 409 when it is not open or already answered).',
  tags: TAGS,
  auth: 'user',
  body: AnswerFollowUpRequestSchema,
  response: FollowUpAnswerSchema,
  successStatus: 201,
});

export const getTrackRecord = defineEndpoint({
  method: 'GET',
  path: '/api/track-record',
  summary:
    'The public, anonymous track record: observed against predicted survival by band and horizon.',
  tags: TAGS,
  auth: 'public',
  ignoresSession: true,
  response: TrackRecordSchema,
});
