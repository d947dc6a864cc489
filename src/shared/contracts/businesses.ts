import { z } from 'zod';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import { defineEndpoint } from './endpoint';
import { safeText, singleLineName } from './text';

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 2000;
/** A user may own at most this many businesses; the 51st create answers 409. */
export const BUSINESSES_PER_USER_MAX = 50;

const BUSINESS_BODY_LIMIT_BYTES = 16 * 1024;

export const BusinessNameSchema = singleLineName()
  .min(1, 'This field is required')
  .max(BUSINESS_NAME_MAX_LENGTH, `Must be no more than ${BUSINESS_NAME_MAX_LENGTH} characters`);

export const BusinessDescriptionSchema = safeText()
  .trim()
  .max(
    BUSINESS_DESCRIPTION_MAX_LENGTH,
    `Must be no more than ${BUSINESS_DESCRIPTION_MAX_LENGTH} characters`,
  );

export const BusinessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** The calculator inputs the business was created with, if any. */
  inputs: CalculatorInputSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Business = z.infer<typeof BusinessSchema>;

export const CreateBusinessRequestSchema = z.strictObject({
  name: BusinessNameSchema,
  description: BusinessDescriptionSchema.optional(),
  inputs: CalculatorInputSchema.nullable().optional(),
});
export type CreateBusinessRequest = z.infer<typeof CreateBusinessRequestSchema>;

export const UpdateBusinessRequestSchema = z
  .strictObject({
    name: BusinessNameSchema.optional(),
    description: BusinessDescriptionSchema.optional(),
    inputs: CalculatorInputSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateBusinessRequest = z.infer<typeof UpdateBusinessRequestSchema>;

export const BusinessParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

export const BusinessListResponseSchema = z.object({ businesses: z.array(BusinessSchema) });
export type BusinessListResponse = z.infer<typeof BusinessListResponseSchema>;

export const findBusinesses = defineEndpoint({
  method: 'GET',
  path: '/api/businesses',
  summary: "The signed-in user's own businesses, oldest first.",
  tags: ['businesses'],
  auth: 'user',
  response: BusinessListResponseSchema,
});

export const createBusiness = defineEndpoint({
  method: 'POST',
  path: '/api/businesses',
  summary: `Create a business (at most ${BUSINESSES_PER_USER_MAX} per user).`,
  tags: ['businesses'],
  auth: 'user',
  body: CreateBusinessRequestSchema,
  bodyLimit: BUSINESS_BODY_LIMIT_BYTES,
  response: BusinessSchema,
  successStatus: 201,
});

export const getBusiness = defineEndpoint({
  method: 'GET',
  path: '/api/businesses/:id',
  summary: 'One of your businesses. 404 for any other id.',
  tags: ['businesses'],
  auth: 'user',
  params: BusinessParamsSchema,
  response: BusinessSchema,
});

export const updateBusiness = defineEndpoint({
  method: 'PATCH',
  path: '/api/businesses/:id',
  summary: 'Change the name, description or calculator inputs of one of your businesses.',
  tags: ['businesses'],
  auth: 'user',
  params: BusinessParamsSchema,
  body: UpdateBusinessRequestSchema,
  bodyLimit: BUSINESS_BODY_LIMIT_BYTES,
  response: BusinessSchema,
});

export const deleteBusiness = defineEndpoint({
  method: 'DELETE',
  path: '/api/businesses/:id',
  summary: 'Delete one of your businesses.',
  tags: ['businesses'],
  auth: 'user',
  params: BusinessParamsSchema,
  // 204 has no body: the client reads it as undefined.
  response: z.null().optional(),
  successStatus: 204,
});
