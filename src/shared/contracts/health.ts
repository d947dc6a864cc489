import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary:
    'Liveness and database reachability. Answers 503 with status "degraded" while the database is unreachable.',
  tags: ['system'],
  auth: 'public',
  response: HealthResponseSchema,
  otherResponses: { 503: HealthResponseSchema },
});
