import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '#server/http/server-context';

/** Issue 15: the insight engine and the optional language-model narrative (scaffolding, filled by the feature). */
export const insightsRoutes = async (_app: FastifyInstance, _options: ServerContext) => {};
