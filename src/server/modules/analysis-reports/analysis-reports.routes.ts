import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '#server/http/server-context';

/** Issue 15: comprehensive analyses, their action plans and the sector knowledge base (scaffolding, filled by the feature). */
export const analysisReportsRoutes = async (_app: FastifyInstance, _options: ServerContext) => {};
