import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/reports';
import { registerEndpoint } from '#server/http/register-endpoint';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import {
  createReport,
  findActionPlans,
  findReports,
  getReport,
  updateActionStep,
} from './reports.service';
import { consumeUserAttempt, USER_BUDGETS } from '#server/modules/auth/index';
import { toolUseKey } from '#server/modules/tokens/index';

/** Issue 15: comprehensive analyses, their action plans and the sector knowledge base. */
export const reportsRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, contract.createReport, async (request) => {
    // The key's format first (400), then the budgets (429), before any read of the business.
    const idempotencyKey = toolUseKey('comprehensiveAnalysis', request.headers);
    await consumeUserAttempt(options, USER_BUDGETS.analysisWrite, request);
    return createReport({
      ...signedInContext(options, request),
      input: request.body,
      idempotencyKey,
    });
  });
  registerEndpoint(app, contract.findReports, async (request) =>
    findReports(signedInContext(options, request)),
  );
  registerEndpoint(app, contract.getReport, async (request) =>
    getReport({ ...signedInContext(options, request), analysisId: request.params.id }),
  );
  registerEndpoint(app, contract.updateActionStep, async (request) =>
    updateActionStep({
      ...signedInContext(options, request),
      analysisId: request.params.id,
      stepId: request.params.stepId,
      input: request.body,
    }),
  );
  registerEndpoint(app, contract.findActionPlans, async (request) =>
    findActionPlans(signedInContext(options, request)),
  );
};
