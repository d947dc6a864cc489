import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/businesses';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import * as service from './businesses.service';

export const businessesRoutes = async (
  app: FastifyInstance,
  options: ServerContext,
) => {
  const { db, clock } = options;
  registerEndpoint(app, contract.findBusinesses, async (request) =>
    service.findBusinesses({ db, userId: request.user.id }),
  );
  registerEndpoint(app, contract.createBusiness, async (request) =>
    service.createBusiness({ db, clock, userId: request.user.id, input: request.body }),
  );
  registerEndpoint(app, contract.getBusiness, async (request) =>
    service.getBusiness({ db, userId: request.user.id, businessId: request.params.id }),
  );
  registerEndpoint(app, contract.updateBusiness, async (request) =>
    service.updateBusiness({
      db,
      clock,
      userId: request.user.id,
      businessId: request.params.id,
      input: request.body,
    }),
  );
  registerEndpoint(app, contract.deleteBusiness, async (request) => {
    await service.deleteBusiness({ db, userId: request.user.id, businessId: request.params.id });
    return undefined;
  });
};
