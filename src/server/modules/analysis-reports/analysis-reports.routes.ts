import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/analysis-reports';
import { registerEndpoint } from '#server/http/register-endpoint';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import {
  createAnalysisReport,
  findActionPlans,
  findAnalysisReports,
  getAnalysisReport,
  updateActionStep,
} from './analysis-reports.service';
import { consumeUserAttempt, USER_BUDGETS } from '../auth/throttle.service';
import { toolUseKey } from '../tokens/idempotency-key';

/** Issue 15: comprehensive analyses, their action plans and the sector knowledge base. */
export const analysisReportsRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, contract.createAnalysisReport, async (request) => {
    // The key's format first (400), then the budgets (429), before any read of the business.
    const idempotencyKey = toolUseKey('comprehensiveAnalysis', request.headers);
    await consumeUserAttempt(options, USER_BUDGETS.analysisWrite, request);
    return createAnalysisReport({
      ...signedInContext(options, request),
      input: request.body,
      idempotencyKey,
    });
  });
  registerEndpoint(app, contract.findAnalysisReports, async (request) =>
    findAnalysisReports(signedInContext(options, request)),
  );
  registerEndpoint(app, contract.getAnalysisReport, async (request) =>
    getAnalysisReport({ ...signedInContext(options, request), analysisId: request.params.id }),
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
