import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const DatabaseKindSchema = z.enum(['pglite', 'postgres']);

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: DatabaseKindSchema,
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * Liveness: the process answers. It never asks the database, so a database outage does not make
 * an orchestrator restart every server (readiness says whether to send them traffic).
 */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary:
    'Liveness: 200 while the server process answers, whatever the database does (see /api/ready).',
  tags: ['system'],
  auth: 'public',
  ignoresSession: true,
  response: HealthResponseSchema,
});

export const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.object({ kind: DatabaseKindSchema, reachable: z.boolean() }),
  /** Applied and known migrations; null while the database cannot be asked. */
  migrations: z
    .object({
      applied: z.number().int().nonnegative(),
      expected: z.number().int().nonnegative(),
      upToDate: z.boolean(),
    })
    .nullable(),
  version: z.string(),
  /** The request's id (also in X-Request-Id), on a 503 as on every 5xx answer. */
  requestId: z.string().optional(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;

/** Readiness: the database answers and every migration this server knows is applied. */
export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  summary:
    'Readiness: 200 when the database answers and every migration this server knows is applied, else 503 with the same body saying which is missing.',
  tags: ['system'],
  auth: 'public',
  ignoresSession: true,
  response: ReadinessResponseSchema,
  otherResponses: { 503: ReadinessResponseSchema },
});
