import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/calculations';
import type { Clock } from '#server/app';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import {
  createCalculation,
  findCalculations,
  getCalculation,
  removeCalculation,
  renameCalculation,
} from './calculations.service';
import { createShareLink, getSharedCalculation, revokeShareLink } from './share-links.service';

export type CalculationsRouteOptions = { db: Database; clock: Clock };

export const calculationsRoutes = async (
  app: FastifyInstance,
  options: CalculationsRouteOptions,
) => {
  const { db, clock } = options;
  const as = (userId: string) => ({ db, clock, userId });

  registerEndpoint(app, contract.createCalculationEndpoint, async (request) =>
    createCalculation(as(request.user.id), request.body),
  );
  registerEndpoint(app, contract.listCalculationsEndpoint, async (request) =>
    findCalculations(as(request.user.id), request.query),
  );
  registerEndpoint(app, contract.getCalculationEndpoint, async (request) =>
    getCalculation(as(request.user.id), request.params.id),
  );
  registerEndpoint(app, contract.updateCalculationEndpoint, async (request) =>
    renameCalculation(as(request.user.id), { id: request.params.id, title: request.body.title }),
  );
  registerEndpoint(app, contract.deleteCalculationEndpoint, async (request) => {
    await removeCalculation(as(request.user.id), request.params.id);
    return undefined;
  });
  registerEndpoint(app, contract.createShareLinkEndpoint, async (request) =>
    createShareLink(as(request.user.id), request.params.id),
  );
  registerEndpoint(app, contract.revokeShareLinkEndpoint, async (request) => {
    await revokeShareLink(as(request.user.id), request.params.id);
    return undefined;
  });
  registerEndpoint(app, contract.getSharedCalculationEndpoint, async (request) =>
    getSharedCalculation(db, request.params.token),
  );
};
