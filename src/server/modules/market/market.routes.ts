import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '#server/http/server-context';

/** Issue 15: the market dashboard (scaffolding, filled by the feature). */
export const marketRoutes = async (_app: FastifyInstance, _options: ServerContext) => {};
