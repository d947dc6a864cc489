import { z } from 'zod';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import { entryMatchesUsd } from '../money/currencies';
import { MoneyEntrySchema } from '../money/money-schemas';
import { PredictionResultSchema } from './calculator';
import { defineEndpoint } from './endpoint';
import { singleLineName } from './text';

export const CALCULATION_TITLE_MAX_LENGTH = 120;
export const CALCULATION_DEFAULT_TITLE = 'Untitled Analysis';
export const CALCULATIONS_PAGE_SIZE_DEFAULT = 10;
export const CALCULATIONS_PAGE_SIZE_MAX = 50;
/** Share tokens carry 256 random bits, base64url: 43 characters. */
export const SHARE_TOKEN_BYTES = 32;

// Control characters (tabs and newlines included) would break one-line titles in lists and PDFs.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

/** A title: trimmed, NFC, 1–120 characters of printable text. Rendered as text, never as HTML. */
export const CalculationTitleSchema = singleLineName()
  .min(1, 'This field is required')
  .max(
    CALCULATION_TITLE_MAX_LENGTH,
    `Must be no more than ${CALCULATION_TITLE_MAX_LENGTH} characters`,
  )
  .refine((value) => !CONTROL_CHARACTERS.test(value), {
    message: 'Must not contain control characters',
  });

const IdSchema = z.uuid({ error: 'Must be a valid id' });
const TimestampSchema = z.iso.datetime({ offset: true });

export const CalculationIdParamsSchema = z.strictObject({ id: IdSchema });

export const CreateCalculationRequestSchema = z
  .strictObject({
    input: CalculatorInputSchema,
    /** The capital as the founder typed it; absent when typed in US dollars. */
    capitalEntry: MoneyEntrySchema.optional(),
    title: CalculationTitleSchema.optional(),
    businessId: IdSchema.optional(),
  })
  // The model's dollars must be the typed amount converted: a saved entry never shows another sum.
  .refine(
    (request) =>
      !request.capitalEntry ||
      entryMatchesUsd(request.capitalEntry, request.input.capitalInvestment),
    { path: ['capitalEntry'], message: 'Must convert to the capital investment in US dollars' },
  );
export type CreateCalculationRequest = z.infer<typeof CreateCalculationRequestSchema>;

export const UpdateCalculationRequestSchema = z.strictObject({ title: CalculationTitleSchema });
export type UpdateCalculationRequest = z.infer<typeof UpdateCalculationRequestSchema>;

export const SavedCalculationSchema = z.object({
  id: z.string(),
  title: z.string(),
  input: CalculatorInputSchema,
  /** The capital as typed; calculations saved before currencies existed say US dollars. */
  capitalEntry: MoneyEntrySchema,
  result: PredictionResultSchema,
  modelVersion: z.string(),
  inputHash: z.string(),
  businessId: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type SavedCalculation = z.infer<typeof SavedCalculationSchema>;

/** One row of the list: enough to show, pick and compare without the full result. */
export const CalculationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  score: z.number().int().min(0).max(100),
  band: PredictionResultSchema.shape.band,
  label: PredictionResultSchema.shape.label,
  sector: CalculatorInputSchema.shape.sector,
  modelVersion: z.string(),
  businessId: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type CalculationSummary = z.infer<typeof CalculationSummarySchema>;

// Query strings arrive as text; only plain decimal integers are accepted.
const pageNumber = (max?: number) => {
  const base = z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1');
  return max === undefined ? base : base.max(max, `Must be no more than ${max}`);
};

export const ListCalculationsQuerySchema = z.strictObject({
  page: pageNumber().default(1),
  pageSize: pageNumber(CALCULATIONS_PAGE_SIZE_MAX).default(CALCULATIONS_PAGE_SIZE_DEFAULT),
});
export type ListCalculationsQuery = z.infer<typeof ListCalculationsQuerySchema>;

export const CalculationListSchema = z.object({
  items: z.array(CalculationSummarySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type CalculationList = z.infer<typeof CalculationListSchema>;

export const ShareLinkSchema = z.object({
  /** Shown once: the server keeps only its SHA-256. */
  token: z.string(),
  /** Site-relative link to the read-only page, e.g. `/shared/<token>`. */
  url: z.string(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const ShareTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Must be a share token'),
});

/** What a share link shows: the calculation without its owner, ids or business. */
export const SharedCalculationSchema = z.object({
  title: z.string(),
  input: CalculatorInputSchema,
  capitalEntry: MoneyEntrySchema,
  result: PredictionResultSchema,
  modelVersion: z.string(),
  createdAt: TimestampSchema,
});
export type SharedCalculation = z.infer<typeof SharedCalculationSchema>;

export const CalculationOverviewSchema = z.object({
  id: z.string(),
  title: z.string(),
  score: z.number().int().min(0).max(100),
  band: PredictionResultSchema.shape.band,
  label: PredictionResultSchema.shape.label,
  modelVersion: z.string(),
  businessId: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type CalculationOverview = z.infer<typeof CalculationOverviewSchema>;

export const CalculationOverviewListSchema = z.object({
  analyses: z.array(CalculationOverviewSchema),
});
export type CalculationOverviewList = z.infer<typeof CalculationOverviewListSchema>;

const TAGS = ['calculations'] as const;

export const createCalculation = defineEndpoint({
  method: 'POST',
  path: '/api/calculations',
  summary:
    'Compute a prediction on the server and save it with its inputs, model version and input hash.',
  tags: TAGS,
  auth: 'user',
  body: CreateCalculationRequestSchema,
  response: SavedCalculationSchema,
  successStatus: 201,
});

export const findCalculations = defineEndpoint({
  method: 'GET',
  path: '/api/calculations',
  summary: "The signed-in user's saved calculations, newest first, one page at a time.",
  tags: TAGS,
  auth: 'user',
  query: ListCalculationsQuerySchema,
  response: CalculationListSchema,
});

export const getCalculation = defineEndpoint({
  method: 'GET',
  path: '/api/calculations/:id',
  summary: "One saved calculation. 403 for another user's, 404 for an unknown id.",
  tags: TAGS,
  auth: 'user',
  params: CalculationIdParamsSchema,
  response: SavedCalculationSchema,
});

export const updateCalculation = defineEndpoint({
  method: 'PATCH',
  path: '/api/calculations/:id',
  summary: 'Rename a saved calculation (owner only).',
  tags: TAGS,
  auth: 'user',
  params: CalculationIdParamsSchema,
  body: UpdateCalculationRequestSchema,
  response: SavedCalculationSchema,
});

export const deleteCalculation = defineEndpoint({
  method: 'DELETE',
  path: '/api/calculations/:id',
  summary: 'Delete a saved calculation and its share links (owner only).',
  tags: TAGS,
  auth: 'user',
  params: CalculationIdParamsSchema,
  response: z.undefined(),
  successStatus: 204,
});

export const createShareLink = defineEndpoint({
  method: 'POST',
  path: '/api/calculations/:id/share',
  summary: 'Create a read-only share link; any earlier link of the calculation stops working.',
  tags: TAGS,
  auth: 'user',
  params: CalculationIdParamsSchema,
  response: ShareLinkSchema,
  successStatus: 201,
});

export const deleteShareLink = defineEndpoint({
  method: 'DELETE',
  path: '/api/calculations/:id/share',
  summary: 'Revoke the share link of a calculation (owner only).',
  tags: TAGS,
  auth: 'user',
  params: CalculationIdParamsSchema,
  response: z.undefined(),
  successStatus: 204,
});

export const getSharedCalculation = defineEndpoint({
  method: 'GET',
  path: '/api/shared/:token',
  summary: 'The read-only calculation behind a share link. 404 when unknown or revoked.',
  tags: TAGS,
  auth: 'public',
  params: ShareTokenParamsSchema,
  response: SharedCalculationSchema,
});

export const findCalculationOverviews = defineEndpoint({
  method: 'GET',
  path: '/api/analyses',
  summary: "The signed-in user's analyses (saved calculations), newest first.",
  tags: ['analyses'],
  auth: 'user',
  response: CalculationOverviewListSchema,
});
