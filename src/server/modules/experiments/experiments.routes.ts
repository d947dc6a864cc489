import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '#server/http/server-context';

/** Issue 15: validation experiments and their Bayesian update (scaffolding, filled by the feature). */
export const experimentsRoutes = async (_app: FastifyInstance, _options: ServerContext) => {};
