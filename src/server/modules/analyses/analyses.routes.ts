import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/calculations';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import { findAnalyses } from './analyses.service';

export const analysesRoutes = async (app: FastifyInstance, options: { db: Database }) => {
  registerEndpoint(app, contract.findAnalyses, async (request) =>
    findAnalyses({ db: options.db, userId: request.user.id }),
  );
};
