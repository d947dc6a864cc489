import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/calculations';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import {
  createCalculation,
  findCalculationOverviews,
  findCalculations,
  getCalculation,
  removeCalculation,
  renameCalculation,
} from './calculations.service';
import { createShareLink, getSharedCalculation, revokeShareLink } from './share-links.service';

export type CalculationsRouteOptions = ServerContext;

export const calculationsRoutes = async (
  app: FastifyInstance,
  options: CalculationsRouteOptions,
) => {
  const { db, clock } = options;
  const as = (userId: string) => ({ db, clock, userId });

  registerEndpoint(app, contract.createCalculation, async (request) =>
    createCalculation(as(request.user.id), request.body),
  );
  // Spec section 7's GET /api/analyses: every saved calculation, summarised.
  registerEndpoint(app, contract.findCalculationOverviews, async (request) =>
    findCalculationOverviews({ db, userId: request.user.id }),
  );
  registerEndpoint(app, contract.findCalculations, async (request) =>
    findCalculations(as(request.user.id), request.query),
  );
  registerEndpoint(app, contract.getCalculation, async (request) =>
    getCalculation(as(request.user.id), request.params.id),
  );
  registerEndpoint(app, contract.updateCalculation, async (request) =>
    renameCalculation(as(request.user.id), { id: request.params.id, title: request.body.title }),
  );
  registerEndpoint(app, contract.deleteCalculation, async (request) => {
    await removeCalculation(as(request.user.id), request.params.id);
    return undefined;
  });
  registerEndpoint(app, contract.createShareLink, async (request) =>
    createShareLink(as(request.user.id), request.params.id),
  );
  registerEndpoint(app, contract.deleteShareLink, async (request) => {
    await revokeShareLink(as(request.user.id), request.params.id);
    return undefined;
  });
  registerEndpoint(app, contract.getSharedCalculation, async (request) =>
    getSharedCalculation({ db, clock }, request.params.token, request.user?.id ?? null),
  );
};
