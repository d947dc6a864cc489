import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/experiments';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { consumeUserAttempt, USER_BUDGETS } from '#server/modules/auth/index';
import * as service from './experiments.service';

/** Issue 15: validation experiments and the Bayesian update of the business's estimate. */
export const experimentsRoutes = async (app: FastifyInstance, options: ServerContext) => {
  const as = (request: { user: { id: string } }) => signedInContext(options, request);
  registerEndpoint(app, contract.findExperiments, async (request) => {
    // The engine's prior and the update over every result: a costly read, counted first.
    await consumeUserAttempt(options, USER_BUDGETS.costlyRead, request);
    return service.findExperiments({ ...as(request), businessId: request.params.businessId });
  });
  registerEndpoint(app, contract.createExperiment, async (request) =>
    service.createExperiment({
      ...as(request),
      businessId: request.params.businessId,
      input: request.body,
    }),
  );
  registerEndpoint(app, contract.updateExperiment, async (request) =>
    service.updateExperiment({
      ...as(request),
      experimentId: request.params.id,
      input: request.body,
    }),
  );
  registerEndpoint(app, contract.deleteExperiment, async (request) => {
    await service.deleteExperiment({ ...as(request), experimentId: request.params.id });
    return undefined;
  });
  registerEndpoint(app, contract.createEvidence, async (request) =>
    service.createEvidence({
      ...as(request),
      experimentId: request.params.id,
      input: request.body,
    }),
  );
};
