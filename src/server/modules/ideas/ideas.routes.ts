import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '#server/http/server-context';

/** Issue 15: the idea catalogue, the random idea and the idea finder (scaffolding, filled by the feature). */
export const ideasRoutes = async (_app: FastifyInstance, _options: ServerContext) => {};
