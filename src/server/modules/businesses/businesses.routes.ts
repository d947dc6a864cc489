import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/businesses';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import * as service from './businesses.service';

export const businessesRoutes = async (app: FastifyInstance, options: ServerContext) => {
  const as = (request: { user: { id: string } }) => signedInContext(options, request);
  registerEndpoint(app, contract.findBusinesses, async (request) =>
    service.findBusinesses(as(request)),
  );
  registerEndpoint(app, contract.createBusiness, async (request) =>
    service.createBusiness({ ...as(request), input: request.body }),
  );
  registerEndpoint(app, contract.getBusiness, async (request) =>
    service.getBusiness({ ...as(request), businessId: request.params.id }),
  );
  registerEndpoint(app, contract.updateBusiness, async (request) =>
    service.updateBusiness({ ...as(request), businessId: request.params.id, input: request.body }),
  );
  registerEndpoint(app, contract.deleteBusiness, async (request) => {
    await service.deleteBusiness({ ...as(request), businessId: request.params.id });
    return undefined;
  });
};
