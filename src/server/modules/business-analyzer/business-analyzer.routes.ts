import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/business-analyzer';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import * as service from './business-analyzer.service';

/** Issue 15: the analyzer of an operating business (check-ups saved per business). */
export const businessAnalyzerRoutes = async (app: FastifyInstance, options: ServerContext) => {
  const as = (request: { user: { id: string }; params: { id: string } }) => ({
    ...signedInContext(options, request),
    businessId: request.params.id,
  });
  registerEndpoint(app, contract.findCheckups, async (request) =>
    service.findCheckups(as(request)),
  );
  registerEndpoint(app, contract.createCheckup, async (request) =>
    service.createCheckup({ ...as(request), figures: request.body }),
  );
};
