import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '#server/http/server-context';

/** Issue 15: the analyzer of an operating business (scaffolding, filled by the feature). */
export const businessAnalyzerRoutes = async (_app: FastifyInstance, _options: ServerContext) => {};
