import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/business-analyzer';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { consumeUserAttempt, USER_BUDGETS } from '#server/modules/auth/index';
import * as service from './business-analyzer.service';

/** Issue 15: the analyzer of an operating business (check-ups saved per business). */
export const businessAnalyzerRoutes = async (app: FastifyInstance, options: ServerContext) => {
  const as = (request: { user: { id: string }; params: { id: string } }) => ({
    ...signedInContext(options, request),
    businessId: request.params.id,
  });
  registerEndpoint(app, contract.findCheckups, async (request) => {
    await consumeUserAttempt(options, USER_BUDGETS.costlyRead, request);
    return service.findCheckups(as(request));
  });
  registerEndpoint(app, contract.createCheckup, async (request) => {
    // A saved analysis, as a comprehensive report is: the same budgets, counted before any read.
    await consumeUserAttempt(options, USER_BUDGETS.analysisWrite, request);
    return service.createCheckup({ ...as(request), figures: request.body });
  });
};
