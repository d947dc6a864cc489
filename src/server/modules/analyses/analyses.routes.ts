import type { FastifyInstance } from 'fastify';
import { listAnalysesEndpoint } from '#shared/contracts/calculations';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import { findAnalyses } from './analyses.service';

export const analysesRoutes = async (app: FastifyInstance, options: { db: Database }) => {
  registerEndpoint(app, listAnalysesEndpoint, async (request) =>
    findAnalyses({ db: options.db, userId: request.user.id }),
  );
};
