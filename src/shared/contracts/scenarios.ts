import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  SCENARIO_NAME_MAX_LENGTH,
  SCENARIOS_PER_BUSINESS_MAX,
  SIMULATION_BODY_LIMIT_BYTES,
  SimulationInputSchema,
} from './simulation';
import { singleLineName } from './text';

/** Simulator scenarios saved per business. */
export const ScenarioNameSchema = singleLineName()
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
